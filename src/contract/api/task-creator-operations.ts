/** Tasks as their creator sees them (the "Detyra" permission): create, edit, cancel, assignees, documents, QR. */
import { idParam } from '../common';
import {
  assignableMembers,
  completedTaskCards,
  createdTasks,
  groupMemberSearchQuery,
  memberGroups,
  memberSearchQuery,
  myTasksQuery,
  qrCodeParam,
  qrTaskRows,
  qrTasksQuery,
  taskCancelled,
  taskCreateBody,
  taskCreated,
  taskDoc,
  taskDocForm,
  taskInfo,
  taskInfoQuery,
  taskNotified,
  taskNotifyBody,
  taskUpdateBody,
} from '../task-creator';
import { TASK_DOC_FIELD } from '../task-documents';
import { file, json, noContent, type ApiOperation } from './operation';

const CREATOR = 'Task creator';

export const taskCreatorOperations: ApiOperation[] = [
  { id: 'myTasks', method: 'GET', path: '/api/hr/mytasks/', tag: CREATOR, summary: 'The tasks the member created.', query: myTasksQuery, answer: json(createdTasks) },
  { id: 'taskInfo', method: 'GET', path: '/api/hr/taskinfo/', tag: CREATOR, summary: "A created task's detail.", query: taskInfoQuery, answer: json(taskInfo) },
  { id: 'completedTaskCards', method: 'GET', path: '/api/hr/membertaskcomment/', tag: CREATOR, summary: "The members' reports on a created task.", query: taskInfoQuery, answer: json(completedTaskCards) },
  { id: 'taskCreate', method: 'POST', path: '/api/hr/task/', tag: CREATOR, summary: 'Create a task or sub-task and assign it.', body: taskCreateBody, answer: json(taskCreated, 201) },
  { id: 'taskUpdate', method: 'PUT', path: '/api/hr/task/:id/', tag: CREATOR, summary: 'Edit a created task (409 with the current task when it changed elsewhere).', params: idParam, body: taskUpdateBody, answer: json(taskInfo) },
  { id: 'taskDelete', method: 'DELETE', path: '/api/hr/task/:id/', tag: CREATOR, summary: 'Delete a created task.', params: idParam, answer: noContent },
  { id: 'taskCancel', method: 'POST', path: '/api/hr/task/:id/cancel/', tag: CREATOR, summary: 'Cancel a task: its participants are notified, then it goes with its sub-tasks.', params: idParam, answer: json(taskCancelled) },
  { id: 'taskNotify', method: 'POST', path: '/api/hr/task/:id/notify/', tag: CREATOR, summary: "Notify one participant, or all of a task's.", params: idParam, body: taskNotifyBody, bodyOptional: true, answer: json(taskNotified) },
  { id: 'taskMemberGroups', method: 'GET', path: '/api/hr/task-member-group/', tag: CREATOR, summary: 'The member groups to assign by.', answer: json(memberGroups) },
  { id: 'taskAssignList', method: 'GET', path: '/api/hr/partymember/taskassignlist/', tag: CREATOR, summary: 'Search the members a task may be assigned to.', query: memberSearchQuery, answer: json(assignableMembers) },
  { id: 'searchMemberGroup', method: 'GET', path: '/api/hr/search-member-group/', tag: CREATOR, summary: 'Search the assignable members of one group.', query: groupMemberSearchQuery, answer: json(assignableMembers) },
  { id: 'taskDocAdd', method: 'POST', path: '/api/hr/taskdoc/', tag: CREATOR, summary: 'Attach a document to a created task (multipart).', upload: { file: TASK_DOC_FIELD, fields: taskDocForm }, answer: json(taskDoc, 201) },
  { id: 'taskDocDelete', method: 'DELETE', path: '/api/hr/taskdoc/:id/', tag: CREATOR, summary: "Remove a created task's document.", params: idParam, answer: noContent },
  { id: 'qrTasks', method: 'GET', path: '/api/hr/task/qrcodeunique/', tag: CREATOR, summary: 'The QR tasks the member created, takes attendance for, or takes part in.', query: qrTasksQuery, answer: json(qrTaskRows) },
  { id: 'qrCodePdf', method: 'POST', path: '/api/hr/getqrcode/:taskId/', tag: CREATOR, summary: "A QR task's attendance PDF.", params: qrCodeParam, answer: file('application/pdf') },
];
