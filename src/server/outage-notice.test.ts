import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { outageNotice } from './outage-notice.ts';

function capturedLog() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log: log as unknown as FastifyBaseLogger, lines };
}

describe('an outage notice', () => {
  it('logs one line per outage however often the check fails, and one when it works again', () => {
    const { log, lines } = capturedLog();
    const notice = outageNotice(log, { failed: 'database unreachable', recovered: 'back' });
    notice.worked();
    for (let i = 0; i < 50; i++) notice.failed(new Error('ECONNREFUSED'));
    notice.worked();
    notice.worked();
    notice.failed(new Error('again'));
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [40, 'database unreachable'],
      [30, 'back'],
      [40, 'database unreachable'],
    ]);
  });
});
