import type { FastifyPluginCallback } from 'fastify';
import { idParam } from '../../../src/contract/common';
import { EMAIL_PATTERN } from '../../../src/contract/patterns';
import type { PatronagedEdit } from '../../../src/contract/patronaged-edit';
import { exportFileName } from '../../../src/contract/patronaged-export';
import {
  editOf,
  myVotersColorsQuery,
  patronagedExportQuery,
  patronagedVoterUpdateBody,
  type Country,
  type MyVotersColors,
  type PatronagedConflict,
  type PatronagedVoter,
  type PoliticalPreference,
} from '../../../src/contract/patronaged-voters';
import { signedIn } from '../../auth/authenticate';
import { requireRole } from '../../auth/require-role';
import type { Db } from '../../db/client';
import { callerOf } from '../../http/caller';
import { HttpError } from '../../http/http-error';
import { messages } from '../../http/messages';
import { parseInput } from '../../http/validate';
import {
  allPatronagedVoters,
  listCountries,
  listPatronagedVoters,
  listPoliticalPreferences,
  localIsoDate,
  updatePatronagedVoter,
} from '../../repositories/patronaged-voters';

/** The edit form's rules (spec 02 §5) on the normalised record an edit leaves; the first broken one's text, or null. */
function editProblem(edit: PatronagedEdit): string | null {
  if (edit.political_preference_id !== null && edit.safety_rating === null) return messages.safetyRequired;
  if (edit.is_emigrant && edit.country_emigrant_id === null) return messages.emigrantCountryRequired;
  if (edit.email !== null && !EMAIL_PATTERN.test(edit.email)) return messages.emailInvalid;
  return null;
}

/**
 * /api/patronage/ — patronaged voters, "Të patronazhuarit e mi" (spec 02 §2.12). The list, the
 * update and the export are the patronager's (404 with the module text for anyone else); the
 * preference and country lists serve every member's forms.
 */
export const patronagedVoterRoutes: FastifyPluginCallback<{ db: Db }> = (app, { db }, done) => {
  const patronager = { preHandler: requireRole(db, 'patronager') };

  app.get('/politicalpreference/', async (): Promise<PoliticalPreference[]> => listPoliticalPreferences(db));
  app.get('/country-emigrant/', async (): Promise<Country[]> => listCountries(db));

  app.get('/myvoters-colors/', patronager, async (request): Promise<MyVotersColors> =>
    listPatronagedVoters(db, signedIn(request).id, parseInput(myVotersColorsQuery, request.query)),
  );

  app.put('/patronager/voter-update/:id/', patronager, async (request, reply): Promise<PatronagedVoter | PatronagedConflict> => {
    const { id } = parseInput(idParam, request.params);
    const body = parseInput(patronagedVoterUpdateBody, request.body);
    const result = await updatePatronagedVoter(db, id, { edit: editOf(body), base: body.base, alsoBase: body.also_base, rules: editProblem }, callerOf(request));
    switch (result.kind) {
      case 'notFound':
        throw new HttpError(404, messages.voterNotInPatronage);
      case 'invalid':
        throw new HttpError(400, result.problem);
      case 'refused':
        throw new HttpError(400, result.check === 'unknownPreference' ? messages.preferenceUnknown : messages.countryUnknown);
      case 'conflict':
        void reply.code(409);
        return { Error: messages.patronagedConflict, current: result.current, fields: result.fields };
      case 'saved':
      case 'stale':
        return result.saved;
    }
  });

  app.get('/patronaged/excel/', patronager, async (request, reply) => {
    const filters = parseInput(patronagedExportQuery, request.query);
    const today = localIsoDate();
    const list = await allPatronagedVoters(db, signedIn(request).id, filters, today);
    const { patronagedWorkbook, XLSX_CONTENT_TYPE } = await import('../../exports/patronaged-workbook');
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${exportFileName(today)}"`)
      .send(await patronagedWorkbook(list));
  });
  done();
};
