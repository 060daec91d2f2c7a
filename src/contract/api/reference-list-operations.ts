/** The eleven reference lists share one shape and four calls; changing them needs the "Detyra" permission. */
import { idParam } from '../common';
import { REFERENCE_LISTS, referenceListNames, referenceRow, referenceRowBody, referenceRows, type ReferenceListName } from '../reference-lists';
import { json, noContent, type ApiOperation } from './operation';

const LISTS = 'Reference lists';

function listOperations(name: ReferenceListName): ApiOperation[] {
  const path = `${REFERENCE_LISTS[name]}/${name}/`;
  return [
    { id: `${name}List`, method: 'GET', path, tag: LISTS, summary: `The ${name} list.`, answer: json(referenceRows) },
    { id: `${name}Create`, method: 'POST', path, tag: LISTS, summary: `Add a ${name} row.`, body: referenceRowBody, answer: json(referenceRow, 201) },
    { id: `${name}Update`, method: 'PUT', path: `${path}:id/`, tag: LISTS, summary: `Change a ${name} row.`, params: idParam, body: referenceRowBody, answer: json(referenceRow) },
    { id: `${name}Delete`, method: 'DELETE', path: `${path}:id/`, tag: LISTS, summary: `Remove a ${name} row nothing uses (409 otherwise).`, params: idParam, answer: noContent },
  ];
}

export const referenceListOperations: ApiOperation[] = referenceListNames.flatMap(listOperations);
