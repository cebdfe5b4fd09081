import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  answerQuestionInput,
  askQuestionInput,
  contractorQuestions as contractorQuestionsSchema,
  hideQuestionInput,
  ownerAnswerInput,
  ownerQuestions as ownerQuestionsSchema,
  staffQuestions as staffQuestionsSchema,
} from '#shared/schemas/auction-questions.ts';
import { signedInContractor, signedInCustomer, signedInStaff } from '../../plugins/auth.ts';
import { bodyById, rowById } from '../../plugins/route-shapes.ts';
import {
  answerAboutMyBid,
  askOwner,
  contractorQuestions,
  type QuestionDeps,
} from './contractor-questions.service.ts';
import { answerContractor, askBidder, ownerQuestions } from './owner-questions.service.ts';
import { hideQuestion, staffQuestions } from './staff-questions.service.ts';

// What one side reads of a question (the lists' rows); answers to writes use the same shapes.
const shown = z.object({
  id: z.uuid(),
  question: z.string(),
  answer: z.nullable(z.string()),
  status: z.enum(['open', 'answered', 'declined']),
  askedAt: z.string(),
  answeredAt: z.nullable(z.string()),
});
const askedByMe = z.extend(shown, { mine: z.boolean() });
const askedOfBidder = z.extend(shown, { bidId: z.uuid(), bidder: z.string() });
const hiddenRow = z.object({ id: z.uuid(), hidden: z.boolean() });

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

  rowById(
    app,
    'GET',
    '/api/contractor/auctions/:id/questions',
    'contractor',
    contractorQuestionsSchema,
    (id, request) => contractorQuestions(deps, contractor(request).contractorId, id),
  );
  bodyById(
    app,
    'POST',
    '/api/contractor/auctions/:id/questions',
    'contractor',
    { body: askQuestionInput, row: askedByMe, status: 201 },
    (request, id, body) => askOwner(deps, contractor(request), id, body),
  );
  bodyById(
    app,
    'POST',
    '/api/contractor/questions/:id/answer',
    'contractor',
    { body: answerQuestionInput, row: shown },
    (request, id, body) => answerAboutMyBid(deps, contractor(request), id, body),
  );

  rowById(
    app,
    'GET',
    '/api/customer/auctions/:id/questions',
    'customer',
    ownerQuestionsSchema,
    (id, request) => ownerQuestions(deps, owner(request), id),
  );
  bodyById(
    app,
    'POST',
    '/api/customer/questions/:id/answer',
    'customer',
    { body: ownerAnswerInput, row: shown },
    (request, id, body) => answerContractor(deps, owner(request), id, body),
  );
  bodyById(
    app,
    'POST',
    '/api/customer/bids/:id/questions',
    'customer',
    { body: askQuestionInput, row: askedOfBidder, status: 201 },
    (request, id, body) => askBidder(deps, owner(request), id, body),
  );

  rowById(app, 'GET', '/api/admin/auctions/:id/questions', 'staff', staffQuestionsSchema, (id) =>
    staffQuestions(deps.db, id),
  );
  bodyById(
    app,
    'POST',
    '/api/admin/questions/:id/hide',
    'staff',
    { body: hideQuestionInput, row: hiddenRow },
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
