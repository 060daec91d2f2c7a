/** Sign-in, the member's own data and profile, and the shared lookups every screen reads. */
import { loginBody, loginResponse } from '../auth';
import { logoutResponse } from '../logout';
import { currentAnetarData, currentMemberData, currentUser, myAccesses } from '../member';
import { changePasswordBody, changePasswordResponse } from '../password';
import { myPermissions, permissionTree } from '../permissions';
import { mySocialAccounts, mySocialAccountsUpdateBody, myInfo, PHOTO_FIELD, photoResponse, updateMyInfoBody } from '../profile';
import { regionalData } from '../regional-data';
import { json, type ApiOperation } from './operation';

const SIGN_IN = 'Sign-in';
const MEMBER = 'Member';

export const accountOperations: ApiOperation[] = [
  { id: 'login', method: 'POST', path: '/api/rest-auth/login/', tag: SIGN_IN, summary: 'Sign in: the session token, the member and their permission codes (throttled on failures).', public: true, body: loginBody, answer: json(loginResponse) },
  { id: 'logout', method: 'POST', path: '/api/rest-auth/logout/', tag: SIGN_IN, summary: 'End this session.', answer: json(logoutResponse) },
  { id: 'logoutAll', method: 'POST', path: '/api/rest-auth/logout-all/', tag: SIGN_IN, summary: 'End every session of the member, this one included.', answer: json(logoutResponse) },
  { id: 'changePassword', method: 'POST', path: '/api/hr/changepassword/', tag: SIGN_IN, summary: "Change the member's password; the member's other sessions end.", body: changePasswordBody, answer: json(changePasswordResponse) },

  { id: 'currentAnetarData', method: 'GET', path: '/api/hr/current-anetar-data/', tag: MEMBER, summary: 'The signed-in member and the modules they may open.', answer: json(currentAnetarData) },
  { id: 'currentUser', method: 'GET', path: '/api/hr/currentuser/', tag: MEMBER, summary: "The signed-in member's account.", answer: json(currentUser) },
  { id: 'myAccesses', method: 'GET', path: '/api/hr/profile/my-accesses/', tag: MEMBER, summary: "The member's profile, role and observer record.", answer: json(myAccesses) },
  { id: 'currentMemberData', method: 'GET', path: '/api/hr/current-member-data/', tag: MEMBER, summary: "The member's profile data.", answer: json(currentMemberData) },
  { id: 'updateMyInfo', method: 'PUT', path: '/api/hr/update-my-info/', tag: MEMBER, summary: "Change the member's phone and e-mail.", body: updateMyInfoBody, bodyOptional: true, answer: json(myInfo) },
  { id: 'updateMyPhoto', method: 'PUT', path: '/api/hr/update-my-photo/', tag: MEMBER, summary: "Replace the member's photo (JPEG, PNG or WebP, multipart).", upload: { file: PHOTO_FIELD }, answer: json(photoResponse) },
  { id: 'deleteMyPhoto', method: 'POST', path: '/api/hr/delete-my-photo/', tag: MEMBER, summary: "Remove the member's photo.", answer: json(photoResponse) },
  { id: 'mySocialAccounts', method: 'GET', path: '/api/social/my-social-accounts/', tag: MEMBER, summary: "The member's social network accounts and the networks to choose from.", answer: json(mySocialAccounts) },
  { id: 'mySocialAccountsUpdate', method: 'POST', path: '/api/social/my-social-accounts-update/', tag: MEMBER, summary: "Replace the member's social network accounts.", body: mySocialAccountsUpdateBody, answer: json(mySocialAccounts) },
  { id: 'myPermissions', method: 'GET', path: '/api/core/mypermissions/', tag: MEMBER, summary: "The member's permissions.", answer: json(myPermissions) },
  { id: 'permissionTree', method: 'GET', path: '/api/core/permission-tree/', tag: MEMBER, summary: 'Every permission as a tree.', answer: json(permissionTree) },
  { id: 'regionalData', method: 'GET', path: '/api/division/regional-data/', tag: MEMBER, summary: 'Regions, municipalities and administrative units.', answer: json(regionalData) },
];
