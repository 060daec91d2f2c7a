import { apiSend } from '../../api/http';
import { referenceRow, type ReferenceListName, type ReferenceRow, type ReferenceRowInput } from '../../contract/reference-lists';
import { listPath, rowPath } from './lists';

/** POST {endpoint}/ — needs the server and the 'Detyra' permission. */
export function createRow(list: ReferenceListName, body: ReferenceRowInput): Promise<ReferenceRow> {
  return apiSend('post', listPath(list), { json: body, schema: referenceRow });
}

/** PUT {endpoint}/{id}/ */
export function updateRow(list: ReferenceListName, id: number, body: ReferenceRowInput): Promise<ReferenceRow> {
  return apiSend('put', rowPath(list, id), { json: body, schema: referenceRow });
}

/** DELETE {endpoint}/{id}/ — a 409 with an `Error` text when the row is still in use. */
export async function deleteRow(list: ReferenceListName, id: number): Promise<void> {
  await apiSend('delete', rowPath(list, id));
}
