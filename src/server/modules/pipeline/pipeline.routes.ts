import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageAnswer } from '../../db/paging.ts';
import { routeShapes } from '../../plugins/route-shapes.ts';
import { idParams } from '#shared/schemas/common.ts';
import { contactPickerPage, contactPickerQuery } from '#shared/schemas/pipeline/contacts.ts';
import { followUpsResponse } from '#shared/schemas/pipeline/follow-ups.ts';
import {
  createJobStatusInput,
  jobStatus,
  jobStatusList,
  updateJobStatusInput,
} from '#shared/schemas/pipeline/job-statuses.ts';
import {
  createPipelineActivityInput,
  createPipelineLeadInput,
  pipelineActivity,
  pipelineActivityList,
  pipelineLeadDetail,
  pipelineQuery,
  pipelineResponse,
  updatePipelineActivityInput,
  updatePipelineLeadInput,
} from '#shared/schemas/pipeline/leads.ts';
import { progressQuery, progressResponse } from '#shared/schemas/pipeline/progress.ts';
import {
  createSalesPersonInput,
  mySalesPerson as mySalesPersonAnswer,
  salesPeopleList,
  salesPerson,
  updateSalesPersonInput,
} from '#shared/schemas/pipeline/sales-people.ts';
import type { StaffInviteDeps } from '../staff/staff-invite.service.ts';
import { countContacts, pickableContacts } from './contact-picker.queries.ts';
import {
  addJobStatus,
  editJobStatus,
  jobStatusList as listStatuses,
} from './job-statuses.service.ts';
import { activityList, editActivity, logActivity } from './pipeline-activities.service.ts';
import {
  addPipelineLead,
  editPipelineLead,
  pipelineLeadDetail as leadDetail,
  pipelineView,
} from './pipeline-leads.service.ts';
import { followUpsOf, progressOf } from './pipeline-progress.service.ts';
import {
  addSalesPerson,
  editSalesPerson,
  mySalesPerson,
  salesPeopleList as listPeople,
} from './sales-people.service.ts';

const staff = { access: 'staff' } as const;

export type PipelineDeps = StaffInviteDeps & { businessTimeZone: string };

/**
 * The sales pipeline (SPEC.md §7 "Pipeline", issue #11): sales and admin staff, signed in with
 * their session (DECISIONS.md §2); customers and contractors are refused.
 */
export const pipelineRoutes: FastifyPluginAsyncZod<PipelineDeps> = async (app, deps) => {
  const asAdmin = routeShapes(app, 'admin');
  const asStaff = routeShapes(app, 'staff');
  app.get(
    '/api/lead-pipeline',
    { config: staff, schema: { querystring: pipelineQuery, response: { 200: pipelineResponse } } },
    (request) => pipelineView(deps, request, request.query),
  );

  app.post(
    '/api/lead-pipeline',
    {
      config: staff,
      schema: { body: createPipelineLeadInput, response: { 201: pipelineLeadDetail } },
    },
    async (request, reply) =>
      reply.status(201).send(await addPipelineLead(deps, request, request.body)),
  );

  asStaff.rowById('GET', '/api/lead-pipeline/:id', pipelineLeadDetail, (id) =>
    leadDetail(deps, id),
  );

  asStaff.bodyById(
    'PATCH',
    '/api/lead-pipeline/:id',
    { body: updatePipelineLeadInput, row: pipelineLeadDetail },
    (request, id, body) => editPipelineLead(deps, request, id, body),
  );

  app.get(
    '/api/lead-pipeline/:id/activities',
    { config: staff, schema: { params: idParams, response: { 200: pipelineActivityList } } },
    (request) => activityList(deps, request.params.id),
  );

  asStaff.bodyById(
    'POST',
    '/api/lead-pipeline/:id/activities',
    { body: createPipelineActivityInput, row: pipelineActivity, status: 201 },
    (request, id, body) => logActivity(deps, request, id, body),
  );

  asStaff.bodyById(
    'PATCH',
    '/api/pipeline-activities/:id',
    { body: updatePipelineActivityInput, row: pipelineActivity },
    (request, id, body) => editActivity(deps, request, id, body),
  );

  app.get(
    '/api/pipeline/follow-ups',
    { config: staff, schema: { response: { 200: followUpsResponse } } },
    (request) => followUpsOf(deps, request),
  );

  app.get(
    '/api/pipeline/progress',
    { config: staff, schema: { querystring: progressQuery, response: { 200: progressResponse } } },
    (request) => progressOf(deps, request.query.salesPersonId),
  );

  app.get(
    '/api/sales-people',
    { config: staff, schema: { response: { 200: salesPeopleList } } },
    () => listPeople(deps.db),
  );

  // Public: /qr-code asks for every visitor, and somebody not signed in as staff gets null
  // rather than a 401 (the page shows the plain site address then).
  app.get(
    '/api/sales-people/me',
    { config: { access: 'public' }, schema: { response: { 200: mySalesPersonAnswer } } },
    (request) => mySalesPerson(deps.db, request),
  );

  asAdmin.addAndEdit(
    '/api/sales-people',
    { add: createSalesPersonInput, edit: updateSalesPersonInput, row: salesPerson },
    (request, body) => addSalesPerson(deps, request, body),
    (request, id, body) => editSalesPerson(deps, request, id, body),
  );

  app.get(
    '/api/job-statuses',
    { config: staff, schema: { response: { 200: jobStatusList } } },
    () => listStatuses(deps),
  );

  asStaff.addAndEdit(
    '/api/job-statuses',
    { add: createJobStatusInput, edit: updateJobStatusInput, row: jobStatus },
    (request, body) => addJobStatus(deps, request, body),
    (request, id, body) => editJobStatus(deps, request, id, body),
  );

  // POST /api/contact is the public quote form (src/server/modules/leads); reading is staff's.
  asStaff.pagedList(
    '/api/contact',
    { query: contactPickerQuery, page: contactPickerPage },
    async ({ search, available, page, pageSize }) => {
      const [rows, counted] = await Promise.all([
        pickableContacts(deps.db, { search, available }, page, pageSize),
        countContacts(deps.db, { search, available }),
      ]);
      return pageAnswer(
        rows.map((row) => ({ ...row, submittedAt: row.submittedAt.toISOString() })),
        counted,
        page,
        pageSize,
      );
    },
  );
};
