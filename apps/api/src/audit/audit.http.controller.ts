import { Controller, Get, Inject, Injectable, Param, Query, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Errors } from '@navnebase/domain';
import type { SqlClient } from '@navnebase/event-store';
import { encodeCursor } from '@navnebase/projections';
import type { FastifyRequest } from 'fastify';
import { AuthorizationPolicy } from '../auth/authorization.policy.js';
import { problemException } from '../common/problem.js';
import { SQL_CLIENT } from '../infrastructure/tokens.js';
import { AUDIT_OPERATIONS } from './audit-entry.js';
import { AUDIT_PAGE_MAX, parseAuditFilter, parseAuditPaging, type AuditRequestQuery } from './audit-params.js';
import { readAuditEntry, readAuditPage } from './audit-query.js';

/** Records listed per entry on a list page; the entry's own route lists them all. */
const LIST_RECORDS = 50;

/** Anonymous visitors get 401, users who are not administrators 403, before anything is read. */
@Injectable()
export class AuditGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const actor = context.switchToHttp().getRequest<FastifyRequest>().actor;
    if (!actor) throw problemException(401, 'NOT_LOGGED_IN', 'Du må være logget inn som administrator for å se revisjonsloggen.');
    AuthorizationPolicy.requireAdmin(actor);
    return true;
  }
}

/** The audit log over the register and users streams (administrators only). */
@ApiTags('Audit')
@Controller('api/v1/Audit')
@UseGuards(AuditGuard)
export class AuditController {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  @Get('Operations')
  @ApiOperation({ summary: 'The operations the audit log knows, with their Norwegian labels.' })
  operations() {
    return Object.entries(AUDIT_OPERATIONS).map(([operation, label]) => ({ operation, label }));
  }

  @Get('Events')
  @ApiOperation({
    summary:
      'Every change, newest first, paged by cursor: operation and label, time, user, remark, command and correlation ids, touched names, ' +
      'and each touched record before and after with the changed fields. The subtree filter uses where the names stood when the event happened.',
  })
  @ApiQuery({ name: 'from', required: false, description: 'ISO date or date-time (inclusive)' })
  @ApiQuery({ name: 'to', required: false, description: 'ISO date (inclusive) or date-time (exclusive)' })
  @ApiQuery({ name: 'user', required: false, description: "the acting user's id, or a part of the name" })
  @ApiQuery({ name: 'type', required: false, description: `comma-separated: ${Object.keys(AUDIT_OPERATIONS).join(', ')}` })
  @ApiQuery({ name: 'subtree', required: false, description: 'scientificNameId of the subtree' })
  @ApiQuery({ name: 'text', required: false, description: 'a part of the remark, the user name or the data' })
  @ApiQuery({ name: 'after', required: false, description: 'the `next` cursor of the previous page' })
  @ApiQuery({ name: 'limit', required: false, description: `1..${AUDIT_PAGE_MAX}, default 50` })
  async events(@Query() query: AuditRequestQuery) {
    const filter = await parseAuditFilter(this.sql, query);
    const page = await readAuditPage(this.sql, { ...filter, ...parseAuditPaging(query), recordLimit: LIST_RECORDS });
    return { entries: page.entries, next: page.next === null ? null : encodeCursor(page.next) };
  }

  @Get('Events/:position')
  @ApiOperation({ summary: 'One audit entry with every record it touched.' })
  async entry(@Param('position') position: string) {
    if (!/^\d{1,15}$/.test(position)) throw Errors.invalidRequest('Ugyldig posisjon. Bruk posisjonen fra revisjonsloggen.', 'position');
    const entry = await readAuditEntry(this.sql, Number(position));
    if (!entry) throw problemException(404, 'AUDIT_ENTRY_NOT_FOUND', `Fant ingen hendelse i revisjonsloggen på posisjon ${position}.`);
    return entry;
  }
}
