import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerQuestionInput,
  askQuestionInput,
  bidderQuestion,
  contractorQuestion,
  hiddenQuestion,
  shownQuestion,
  contractorQuestions as contractorQuestionsSchema,
  hideQuestionInput,
  ownerAnswerInput,
  ownerQuestions as ownerQuestionsSchema,
  staffQuestions as staffQuestionsSchema,
} from '#shared/schemas/auction-questions.ts';
import { signedInContractor, signedInCustomer, signedInStaff } from '../../plugins/auth.ts';
import { routeShapes } from '../../plugins/route-shapes.ts';
import {
  answerAboutMyBid,
  askOwner,
  contractorQuestions,
  type QuestionDeps,
} from './contractor-questions.service.ts';
import { answerContractor, askBidder, ownerQuestions } from './owner-questions.service.ts';
import { hideQuestion, staffQuestions } from './staff-questions.service.ts';

/** Questions before bidding (issue #24, docs/decisions/questions.md). */
export const questionRoutes: FastifyPluginAsyncZod<QuestionDeps> = async (app, deps) => {
  const contractor = (request: FastifyRequest) => ({
    ...signedInContractor(request),
    ip: request.ip,
  });
  const owner = (request: FastifyRequest) => ({
    customerId: signedInCustomer(request).id,
    ip: request.ip,
  });

  const asContractor = routeShapes(app, 'contractor');
  const asCustomer = routeShapes(app, 'customer');
  const asStaff = routeShapes(app, 'staff');

  asContractor.rowById(
    'GET',
    '/api/contractor/auctions/:id/questions',
    contractorQuestionsSchema,
    (id, request) => contractorQuestions(deps, contractor(request).contractorId, id),
  );
  asContractor.bodyById(
    'POST',
    '/api/contractor/auctions/:id/questions',
    { body: askQuestionInput, row: contractorQuestion, status: 201 },
    (request, id, body) => askOwner(deps, contractor(request), id, body),
  );
  asContractor.bodyById(
    'POST',
    '/api/contractor/questions/:id/answer',
    { body: answerQuestionInput, row: shownQuestion },
    (request, id, body) => answerAboutMyBid(deps, contractor(request), id, body),
  );

  asCustomer.rowById(
    'GET',
    '/api/customer/auctions/:id/questions',
    ownerQuestionsSchema,
    (id, request) => ownerQuestions(deps, owner(request), id),
  );
  asCustomer.bodyById(
    'POST',
    '/api/customer/questions/:id/answer',
    { body: ownerAnswerInput, row: shownQuestion },
    (request, id, body) => answerContractor(deps, owner(request), id, body),
  );
  asCustomer.bodyById(
    'POST',
    '/api/customer/bids/:id/questions',
    { body: askQuestionInput, row: bidderQuestion, status: 201 },
    (request, id, body) => askBidder(deps, owner(request), id, body),
  );

  asStaff.rowById('GET', '/api/admin/auctions/:id/questions', staffQuestionsSchema, (id) =>
    staffQuestions(deps.db, id),
  );
  asStaff.bodyById(
    'POST',
    '/api/admin/questions/:id/hide',
    { body: hideQuestionInput, row: hiddenQuestion },
    (request, id, body) =>
      hideQuestion(
        deps.db,
        { id: signedInStaff(request).id, ip: request.ip },
        id,
        body.hidden,
        deps.clock.now(),
      ),
  );
};
