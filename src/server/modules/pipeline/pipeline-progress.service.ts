import type { FastifyRequest } from 'fastify';
import { businessDay } from '../../business-time.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { cardAnswer } from './pipeline-cards.ts';
import { followUpCards } from './pipeline-leads.queries.ts';
import { closedByRep, forecastByMonth, wonProjects } from './pipeline-progress.queries.ts';
import { salesPersonOfStaff } from './sales-people.queries.ts';

type Deps = { db: Db; clock: Clock; businessTimeZone: string };

/**
 * The signed-in rep's follow-ups on open leads: due today (in the business time zone) and
 * overdue (before today). Staff who are not a sales person have none.
 */
export async function followUpsOf(deps: Deps, request: FastifyRequest) {
  const now = deps.clock.now();
  const day = businessDay(deps.businessTimeZone, now);
  const salesPersonId = await salesPersonOfStaff(deps.db, request.staff!.id);
  const [dueToday, overdue] = salesPersonId
    ? await Promise.all([
        followUpCards(deps.db, salesPersonId, day.start, day.end),
        followUpCards(deps.db, salesPersonId, null, day.start),
      ])
    : [[], []];
  return {
    timeZone: deps.businessTimeZone,
    today: day.today,
    dueToday: dueToday.map((row) => cardAnswer(row, now)),
    overdue: overdue.map((row) => cardAnswer(row, now)),
  };
}

/** The Progress tab: won projects, forecast by month of expected close, win rate per rep. */
export async function progressOf(deps: Deps, salesPersonId?: string) {
  const [won, forecast, closed] = await Promise.all([
    wonProjects(deps.db, salesPersonId),
    forecastByMonth(deps.db, salesPersonId),
    closedByRep(deps.db, salesPersonId),
  ]);
  return {
    won: won.rows.map((w) => ({
      id: w.id,
      name: w.name,
      projectType: w.projectType,
      valueCents: Number(w.valueCents),
      closedAt: w.wonAt?.toISOString() ?? null,
      orderNumber: w.orderNumber,
      salesPerson: { id: w.salesPersonId, name: w.salesPersonName },
    })),
    wonCount: won.count,
    wonValueCents: won.valueCents,
    forecast,
    winRates: closed.map((r) => ({
      salesPersonId: r.salesPersonId,
      name: r.name,
      won: r.won,
      lost: r.lost,
      winRate: r.won + r.lost > 0 ? Math.round((r.won / (r.won + r.lost)) * 100) : null,
    })),
  };
}
