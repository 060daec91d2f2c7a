/** The tasks a member receives: lists, detail, done, refuse, report, comments, documents, attendance. */
import { idParam } from '../common';
import {
  assignedTaskRows,
  memberTaskCompleteBody,
  memberTaskDetail,
  memberTaskIdParam,
  memberTaskRefuseBody,
  memberTaskReportBody,
  memberTasks,
  memberTasksQuery,
  memberTaskUpdateBody,
  taskPriorities,
} from '../member-tasks';
import { attendanceScanBody, participant, taskInfoQrcQuery, taskQrView } from '../task-attendance';
import { taskComment, taskCommentBody, taskComments, taskCommentsQuery } from '../task-comments';
import { memberTaskDoc, memberTaskDocForm, memberTaskDocs, memberTaskDocsQuery, TASK_DOC_FIELD } from '../task-documents';
import { json, noContent, type ApiOperation } from './operation';

const TASKS = 'Received tasks';

export const taskOperations: ApiOperation[] = [
  { id: 'myAssignedTasks', method: 'GET', path: '/api/hr/my-assigned-tasks/', tag: TASKS, summary: "The member's assignments as list rows.", query: memberTasksQuery, answer: json(assignedTaskRows) },
  { id: 'myGeneralTasks', method: 'GET', path: '/api/hr/mygeneraltasks/', tag: TASKS, summary: "The member's top-level tasks.", query: memberTasksQuery, answer: json(memberTasks) },
  { id: 'memberTasks', method: 'GET', path: '/api/hr/membertask/', tag: TASKS, summary: "The member's tasks, sub-tasks included.", query: memberTasksQuery, answer: json(memberTasks) },
  { id: 'memberTask', method: 'GET', path: '/api/hr/membertask/:id/', tag: TASKS, summary: 'One assignment of the member, with its sub-tasks.', params: memberTaskIdParam, answer: json(memberTaskDetail) },
  { id: 'memberTaskSeen', method: 'PUT', path: '/api/hr/membertask/:id/', tag: TASKS, summary: 'Mark an assignment seen or unseen.', params: memberTaskIdParam, body: memberTaskUpdateBody, answer: json(memberTaskDetail) },
  { id: 'memberTaskComplete', method: 'POST', path: '/api/hr/membertask/complete/', tag: TASKS, summary: 'Mark an assignment done (409 for a task completed by QR scan).', body: memberTaskCompleteBody, answer: json(memberTaskDetail) },
  { id: 'memberTaskRefuse', method: 'POST', path: '/api/hr/membertask/refuse/', tag: TASKS, summary: 'Refuse an assignment, with an optional reason.', body: memberTaskRefuseBody, answer: json(memberTaskDetail) },
  { id: 'memberTaskReport', method: 'POST', path: '/api/hr/membertaskcomment/', tag: TASKS, summary: "Save the member's report (HTML, sanitised to the allowed subset).", body: memberTaskReportBody, answer: json(memberTaskDetail) },
  { id: 'taskPriorities', method: 'GET', path: '/api/hr/taskpriority/', tag: TASKS, summary: 'The task priorities.', answer: json(taskPriorities) },
  { id: 'taskInfoComments', method: 'GET', path: '/api/hr/task-info-comments/', tag: TASKS, summary: "A task's comments.", query: taskCommentsQuery, answer: json(taskComments) },
  { id: 'taskComment', method: 'POST', path: '/api/hr/taskcomment/', tag: TASKS, summary: 'Comment on a task (201; a repeat of the same client_ref answers 200 with the first).', body: taskCommentBody, answer: json(taskComment, 201, 200) },
  { id: 'memberTaskDocs', method: 'GET', path: '/api/hr/membertask-docs/', tag: TASKS, summary: "An assignment's documents.", query: memberTaskDocsQuery, answer: json(memberTaskDocs) },
  { id: 'memberTaskDocAdd', method: 'POST', path: '/api/hr/membertaskdoc/', tag: TASKS, summary: 'Add a document to an assignment (multipart; a repeat of the same client_ref answers 200).', upload: { file: TASK_DOC_FIELD, fields: memberTaskDocForm }, answer: json(memberTaskDoc, 201, 200) },
  { id: 'memberTaskDocDelete', method: 'DELETE', path: '/api/hr/membertaskdoc/:id/', tag: TASKS, summary: 'Remove a document the member added.', params: idParam, answer: noContent },
  { id: 'taskInfoQrc', method: 'GET', path: '/api/hr/taskinfoqrc/', tag: TASKS, summary: 'A QR task as its participants see it, with the attendance.', query: taskInfoQrcQuery, answer: json(taskQrView) },
  { id: 'attendanceScan', method: 'POST', path: '/api/hr/membertask/qrcode/', tag: TASKS, summary: "Record a participant's attendance from a scanned QR code.", body: attendanceScanBody, answer: json(participant) },
];
