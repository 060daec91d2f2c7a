import { apiSend } from '../../api/http';
import { changePasswordResponse, type ChangePasswordBody } from '../../contract/password';
import { PHOTO_FIELD, photoResponse, type PhotoResponse } from '../../contract/profile';

/** PUT /api/hr/update-my-photo/ — multipart, one file. Needs the server: there is no offline photo change. */
export function uploadMyPhoto(file: File): Promise<PhotoResponse> {
  const body = new FormData();
  body.append(PHOTO_FIELD, file);
  return apiSend('put', '/api/hr/update-my-photo/', { body, schema: photoResponse });
}

/** POST /api/hr/delete-my-photo/ — the answer's photo is null afterwards. */
export function deleteMyPhoto(): Promise<PhotoResponse> {
  return apiSend('post', '/api/hr/delete-my-photo/', { schema: photoResponse });
}

/**
 * POST /api/hr/changepassword/ — the server ends the member's other sessions and keeps this one,
 * so the page carries on with the same token.
 */
export async function changeMyPassword(body: ChangePasswordBody): Promise<void> {
  await apiSend('post', '/api/hr/changepassword/', { json: body, schema: changePasswordResponse });
}
