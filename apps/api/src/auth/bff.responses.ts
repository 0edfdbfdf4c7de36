import { ApiProperty } from '@nestjs/swagger';
import { Str } from '../common/schema-properties.js';

/** The answers of the backend-for-frontend routes (`/bff/*`): JSON where a script asks, HTML pages and redirects otherwise. */

/** One claim of the session (GET /bff/user), in the Duende BFF form. */
export interface BffClaim {
  readonly type: 'sub' | 'name' | 'email' | 'sid' | 'bff:logout_url' | 'bff:session_expires_in';
  readonly value: string | number;
}

export class BffClaimDto implements BffClaim {
  @ApiProperty({ type: 'string', enum: ['sub', 'name', 'email', 'sid', 'bff:logout_url', 'bff:session_expires_in'] })
  readonly type!: BffClaim['type'];
  @ApiProperty({
    oneOf: [{ type: 'string' }, { type: 'integer' }],
    description: 'A text; bff:session_expires_in is the seconds left of the session',
  })
  readonly value!: string | number;
}

export class LoginAnswerDto {
  @Str({ description: 'Where to go now (a path on this site)', example: '/' }) readonly returnUrl!: string;
}

const HTML = { 'text/html': { schema: { type: 'string', description: 'The login page (Norwegian)' } } } as const;
const PROBLEM = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } as const;

/** The login page (HTML). */
export const LOGIN_PAGE_RESPONSE = { description: 'The login page', content: HTML };

/** A redirect (303 See Other) with the address in Location. */
export const SEE_OTHER = (description: string) => ({
  description,
  headers: { Location: { description: 'Where the browser goes', schema: { type: 'string' } } },
});

/** Errors of a route a form posts to or a browser opens: the login page again (HTML) for a form, problem JSON otherwise. */
export const PAGE_OR_PROBLEM = {
  description: 'An error: problem JSON for JSON requests; the login page with the message (HTML) for a form or a browser.',
  content: { ...PROBLEM, ...HTML },
};
