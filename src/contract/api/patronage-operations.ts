/** The member's own voter records: referrals, patronaged voters, emigrant and diaspora references, first-time voters. */
import { idParam } from '../common';
import {
  diasporaReference,
  diasporaReferenceBody,
  diasporaReferenceStatusBody,
  diasporaReferenceTypes,
  diasporaReferenceUpdateBody,
  diasporaVoterSearchQuery,
  diasporaVoterSearchResults,
  myDiasporaReferences,
  myDiasporaReferencesQuery,
} from '../diaspora-references';
import { emigrantReference, emigrantReferenceBody, emigrantReferenceUpdateBody, myEmigrantReferences, myEmigrantReferencesQuery } from '../emigrant-references';
import { ftvVoter, ftvVoterPreferenceBody, myFtvVoters, myFtvVotersQuery } from '../ftv-voters';
import { countries, myVotersColors, myVotersColorsQuery, patronagedExportQuery, patronagedVoter, patronagedVoterUpdateBody, politicalPreferences } from '../patronaged-voters';
import { myReferencedVoters, myReferencedVotersQuery, referredVoter, voterNameSearchQuery, voterReferenceBody, voterSearchNidQuery, voterSearchResults } from '../referred-voters';
import { file, json, noContent, type ApiOperation } from './operation';

const REFERRED = 'Referred voters';
const PATRONAGED = 'Patronaged voters';
const COORDINATORS = 'Coordinators';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const EDIT = 'sends `base`, the values the change was made from; 409 with the server\'s values when another device changed the same field';

export const patronageOperations: ApiOperation[] = [
  { id: 'myReferencedVoters', method: 'GET', path: '/api/patronage/my-referenced-voters/', tag: REFERRED, summary: "The member's referrals.", query: myReferencedVotersQuery, answer: json(myReferencedVoters) },
  { id: 'voterReferenceCreate', method: 'POST', path: '/api/patronage/voter-reference/', tag: REFERRED, summary: 'Refer a voter (201; a repeat answers 200 with the existing referral).', body: voterReferenceBody, answer: json(referredVoter, 201, 200) },
  { id: 'voterReferenceDelete', method: 'DELETE', path: '/api/patronage/voter-reference/:id/', tag: REFERRED, summary: 'Remove a referral.', params: idParam, answer: noContent },
  { id: 'voterSearchNid', method: 'GET', path: '/api/patronage/voter-search-nid/', tag: REFERRED, summary: 'Find a voter by national id.', query: voterSearchNidQuery, answer: json(voterSearchResults) },
  { id: 'voterSearchName', method: 'GET', path: '/api/patronage/anetar-search-voters-name-surname/', tag: REFERRED, summary: 'Find voters by name and surname.', query: voterNameSearchQuery, answer: json(voterSearchResults) },

  { id: 'politicalPreferences', method: 'GET', path: '/api/patronage/politicalpreference/', tag: PATRONAGED, summary: 'The political preferences.', answer: json(politicalPreferences) },
  { id: 'countries', method: 'GET', path: '/api/patronage/country-emigrant/', tag: PATRONAGED, summary: 'The countries emigrants live in.', answer: json(countries) },
  { id: 'myVotersColors', method: 'GET', path: '/api/patronage/myvoters-colors/', tag: PATRONAGED, summary: "The patronager's voters.", query: myVotersColorsQuery, answer: json(myVotersColors) },
  { id: 'patronagedVoterUpdate', method: 'PUT', path: '/api/patronage/patronager/voter-update/:id/', tag: PATRONAGED, summary: `Edit a patronaged voter (${EDIT}).`, params: idParam, body: patronagedVoterUpdateBody, answer: json(patronagedVoter) },
  { id: 'patronagedExcel', method: 'GET', path: '/api/patronage/patronaged/excel/', tag: PATRONAGED, summary: "The patronager's voters as a spreadsheet.", query: patronagedExportQuery, answer: file(XLSX) },

  { id: 'myEmigrantReferences', method: 'GET', path: '/api/patronage/my-emigrant-references/', tag: COORDINATORS, summary: "The member's emigrant references.", query: myEmigrantReferencesQuery, answer: json(myEmigrantReferences) },
  { id: 'emigrantReferenceCreate', method: 'POST', path: '/api/patronage/emigrant-reference/', tag: COORDINATORS, summary: 'Add an emigrant reference (201; a repeat of the same client_ref answers 200).', body: emigrantReferenceBody, answer: json(emigrantReference, 201, 200) },
  { id: 'emigrantReferenceUpdate', method: 'PUT', path: '/api/patronage/emigrant-reference/:id/', tag: COORDINATORS, summary: `Edit an emigrant reference (${EDIT}).`, params: idParam, body: emigrantReferenceUpdateBody, answer: json(emigrantReference) },
  { id: 'emigrantReferenceDelete', method: 'DELETE', path: '/api/patronage/emigrant-reference/:id/', tag: COORDINATORS, summary: 'Remove an emigrant reference.', params: idParam, answer: noContent },

  { id: 'diasporaReferenceTypes', method: 'GET', path: '/api/patronage/diaspora-reference-types/', tag: COORDINATORS, summary: 'The kinds of diaspora reference.', answer: json(diasporaReferenceTypes) },
  { id: 'myDiasporaReferences', method: 'GET', path: '/api/patronage/my-diaspora-references/', tag: COORDINATORS, summary: "The diaspora coordinator's references.", query: myDiasporaReferencesQuery, answer: json(myDiasporaReferences) },
  { id: 'diasporaVoterSearch', method: 'GET', path: '/api/patronage/diaspora-voter-search/', tag: COORDINATORS, summary: 'Find voters abroad by name and surname.', query: diasporaVoterSearchQuery, answer: json(diasporaVoterSearchResults) },
  { id: 'diasporaReferenceCreate', method: 'POST', path: '/api/patronage/register-diaspora-reference/', tag: COORDINATORS, summary: 'Add a diaspora reference (201; a repeat of the same client_ref answers 200).', body: diasporaReferenceBody, answer: json(diasporaReference, 201, 200) },
  { id: 'diasporaReferenceUpdate', method: 'PUT', path: '/api/patronage/diaspora-reference/:id/', tag: COORDINATORS, summary: `Edit a diaspora reference (${EDIT}).`, params: idParam, body: diasporaReferenceUpdateBody, answer: json(diasporaReference) },
  { id: 'diasporaReferenceStatus', method: 'PUT', path: '/api/patronage/update-diaspora-reference-status/:id/', tag: COORDINATORS, summary: "Set a diaspora reference's voting flags.", params: idParam, body: diasporaReferenceStatusBody, answer: json(diasporaReference) },
  { id: 'diasporaReferenceDelete', method: 'DELETE', path: '/api/patronage/diaspora-reference/:id/', tag: COORDINATORS, summary: 'Remove a diaspora reference.', params: idParam, answer: noContent },

  { id: 'myFtvVoters', method: 'GET', path: '/api/patronage/my-ftv-voters/', tag: COORDINATORS, summary: "The first-time-voter coordinator's voters.", query: myFtvVotersQuery, answer: json(myFtvVoters) },
  { id: 'ftvVoterPreference', method: 'PUT', path: '/api/patronage/set-ftv-voter-preference/:id/', tag: COORDINATORS, summary: `Set a first-time voter's preference and contacts (${EDIT}).`, params: idParam, body: ftvVoterPreferenceBody, answer: json(ftvVoter) },
];
