/**
 * Every call the server registers, for the OpenAPI document (/api/openapi.json) and the tests that
 * hold the server to it: a registered route missing here, or an answer that does not match its
 * schema, fails the server tests.
 */
import { z } from 'zod';
import * as auth from '../auth';
import * as common from '../common';
import * as dashboard from '../dashboard';
import * as diasporaReferences from '../diaspora-references';
import * as election from '../election';
import * as emigrantReferences from '../emigrant-references';
import * as ftvVoters from '../ftv-voters';
import * as health from '../health';
import * as liveTurnout from '../live-turnout';
import * as logout from '../logout';
import * as member from '../member';
import * as memberTasks from '../member-tasks';
import * as news from '../news';
import * as notifications from '../notifications';
import * as password from '../password';
import * as patronagedVoters from '../patronaged-voters';
import * as permissions from '../permissions';
import * as profile from '../profile';
import * as referenceLists from '../reference-lists';
import * as referredVoters from '../referred-voters';
import * as regionalData from '../regional-data';
import * as statistics from '../statistics';
import * as taskAttendance from '../task-attendance';
import * as taskComments from '../task-comments';
import * as taskCreator from '../task-creator';
import * as taskDocuments from '../task-documents';
import * as tasks from '../tasks';
import * as voteResults from '../vote-results';
import * as votingDay from '../voting-day';
import { accountOperations } from './account-operations';
import { homeOperations } from './home-operations';
import { healthOperations } from './health-operations';
import { file, json, type ApiOperation } from './operation';
import { patronageOperations } from './patronage-operations';
import { referenceListOperations } from './reference-list-operations';
import { statisticsOperations } from './statistics-operations';
import { taskCreatorOperations } from './task-creator-operations';
import { taskOperations } from './task-operations';
import { votingOperations } from './voting-operations';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

const describingOperations: ApiOperation[] = [
  { id: 'openapi', method: 'GET', path: OPENAPI_PATH, tag: 'API description', summary: 'This description, OpenAPI 3.1.', public: true, answer: json(z.record(z.string(), z.unknown())) },
  { id: 'apiDocs', method: 'GET', path: API_DOCS_PATH, tag: 'API description', summary: 'This description as a page.', public: true, answer: file('text/html') },
];

export const apiOperations: readonly ApiOperation[] = [
  ...accountOperations,
  ...homeOperations,
  ...taskOperations,
  ...taskCreatorOperations,
  ...referenceListOperations,
  ...statisticsOperations,
  ...votingOperations,
  ...patronageOperations,
  ...describingOperations,
  ...healthOperations,
];

/**
 * The contract modules whose exported schemas give the document its component names (a shape
 * named `memberTask` in src/contract is `#/components/schemas/memberTask`). A schema of a module
 * not listed is still described, inline or under the name of the first call that uses it.
 */
export const contractModules: readonly Record<string, unknown>[] = [
  auth,
  common,
  dashboard,
  diasporaReferences,
  election,
  emigrantReferences,
  ftvVoters,
  health,
  liveTurnout,
  logout,
  member,
  memberTasks,
  news,
  notifications,
  password,
  patronagedVoters,
  permissions,
  profile,
  referenceLists,
  referredVoters,
  regionalData,
  statistics,
  taskAttendance,
  taskComments,
  taskCreator,
  taskDocuments,
  tasks,
  voteResults,
  votingDay,
];
