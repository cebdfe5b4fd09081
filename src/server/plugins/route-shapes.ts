import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { $ZodType, output } from 'zod/v4/core';
import { idParams } from '#shared/schemas/common.ts';
import type { RouteAccess } from './route-access.ts';

/**
 * The route shapes the admin and pipeline lists repeat (DESIGN.md "One admin list, many uses"):
 * a paged list, a row by its id, and the add/change pair. Each registers exactly the schema a
 * hand-written route would, so the OpenAPI document and the validation stay the same.
 */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Answer<T extends $ZodType> = output<T> | Promise<output<T>>;

// The helpers' own signatures type the handlers from the schemas; the type provider cannot
// resolve a schema that is still a type parameter, so routes are added through the plain type.
const untyped = (app: ZodApp) => app as unknown as FastifyInstance;
type WithId = { params: { id: string } };
const plainSchema = (schema: FastifySchema) => schema;

/**
 * The shapes, bound to the app and the access rule (src/server/plugins/route-access.ts) the
 * routes they add share, so a plugin names both once.
 */
export function routeShapes(app: ZodApp, access: RouteAccess) {
  /**
   * GET `url`: one page of a list, `{ data, page, pageSize, total, totalCapped }` (paged with
   * the shared schema in src/shared/schemas/admin/paging.ts), filtered by the rest of the query.
   */
  function pagedList<Query extends $ZodType, Page extends $ZodType>(
    url: string,
    schema: { query: Query; page: Page },
    list: (query: output<Query>, request: FastifyRequest) => Answer<Page>,
  ) {
    untyped(app).get(
      url,
      {
        config: { access },
        schema: plainSchema({ querystring: schema.query, response: { 200: schema.page } }),
      },
      (request) => list(request.query as output<Query>, request),
    );
  }

  /**
   * GET `url`: every row of a list the query filters, as a CSV download (sendCsv in
   * src/server/csv.ts) instead of a page; the filters are the paged list's.
   */
  function csvExport<Query extends $ZodType>(
    url: string,
    query: Query,
    send: (query: output<Query>, reply: FastifyReply) => Promise<FastifyReply>,
  ) {
    untyped(app).get(
      url,
      {
        config: {
          access,
          openapi: { answers: { 200: { description: 'A CSV file', mediaTypes: ['text/csv'] } } },
        },
        schema: plainSchema({ querystring: query }),
      },
      (request, reply) => send(request.query as output<Query>, reply),
    );
  }

  /** `method url` with an `:id` in the path, answering one row (200). */
  function rowById<Row extends $ZodType>(
    method: 'GET' | 'POST',
    url: string,
    row: Row,
    answer: (id: string, request: FastifyRequest) => Answer<Row>,
  ) {
    untyped(app).route({
      method,
      url,
      config: { access },
      schema: plainSchema({ params: idParams, response: { 200: row } }),
      handler: (request) => answer((request as WithId).params.id, request),
    });
  }

  /**
   * `method url` with an `:id` in the path and a body, answering one row: 200, or 201 where the
   * write adds a row under the one named by the id.
   */
  function bodyById<Body extends $ZodType, Row extends $ZodType>(
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    schema: { body: Body; row: Row; status?: 200 | 201 },
    write: (request: FastifyRequest, id: string, body: output<Body>) => Answer<Row>,
  ) {
    const status = schema.status ?? 200;
    const written = (request: FastifyRequest) =>
      write(request, (request as WithId).params.id, request.body as output<Body>);
    untyped(app).route({
      method,
      url,
      config: { access },
      schema: plainSchema({
        params: idParams,
        body: schema.body,
        response: { [status]: schema.row },
      }),
      handler:
        status === 201
          ? async (request, reply) => reply.status(201).send(await written(request))
          : written,
    });
  }

  /**
   * An editable list's writes: POST `url` adds a row (201), `editMethod url/:id` changes one
   * (200); both answer the row as saved.
   */
  function addAndEdit<Add extends $ZodType, Edit extends $ZodType, Row extends $ZodType>(
    url: string,
    schema: { add: Add; edit: Edit; row: Row; editMethod?: 'PUT' | 'PATCH' },
    add: (request: FastifyRequest, body: output<Add>) => Promise<output<Row>>,
    edit: (request: FastifyRequest, id: string, body: output<Edit>) => Answer<Row>,
  ) {
    untyped(app).post(
      url,
      {
        config: { access },
        schema: plainSchema({ body: schema.add, response: { 201: schema.row } }),
      },
      async (request, reply) =>
        reply.status(201).send(await add(request, request.body as output<Add>)),
    );
    bodyById(
      schema.editMethod ?? 'PUT',
      `${url}/:id`,
      { body: schema.edit, row: schema.row },
      edit,
    );
  }

  /** addAndEdit for a list whose one save function adds (no id) or changes (an id) a row. */
  function savedRows<Body extends $ZodType, Row extends $ZodType>(
    url: string,
    schema: { body: Body; row: Row },
    save: (
      request: FastifyRequest,
      id: string | undefined,
      body: output<Body>,
    ) => Promise<output<Row>>,
  ) {
    addAndEdit(
      url,
      { add: schema.body, edit: schema.body, row: schema.row },
      (request, body) => save(request, undefined, body),
      (request, id, body) => save(request, id, body),
    );
  }

  /**
   * A settings form: GET `url` answers the saved values, PUT `url` saves new ones and answers
   * them as saved (200). `readBy` lets a wider access read them than may change them.
   */
  function readAndSave<Body extends $ZodType, Row extends $ZodType>(
    url: string,
    schema: { body: Body; row: Row; readBy?: RouteAccess },
    read: () => Answer<Row>,
    save: (request: FastifyRequest, body: output<Body>) => Answer<Row>,
  ) {
    untyped(app).get(
      url,
      {
        config: { access: schema.readBy ?? access },
        schema: plainSchema({ response: { 200: schema.row } }),
      },
      () => read(),
    );
    untyped(app).put(
      url,
      {
        config: { access },
        schema: plainSchema({ body: schema.body, response: { 200: schema.row } }),
      },
      (request) => save(request, request.body as output<Body>),
    );
  }

  return { pagedList, csvExport, rowById, bodyById, addAndEdit, savedRows, readAndSave };
}
