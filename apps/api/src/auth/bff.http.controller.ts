import { Body, Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiDefaultResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiSeeOtherResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem } from '../common/problem.js';
import { AuthRuntime } from './auth-runtime.js';
import { BffClaimDto, LOGIN_PAGE_RESPONSE, LoginAnswerDto, PAGE_OR_PROBLEM, SEE_OTHER, type BffClaim } from './bff.responses.js';
import { LOGIN_PAGE_HEADERS, loginPage } from './login-page.js';
import { safeReturnUrl } from './return-url.js';
import { SESSION_COOKIE } from './session/session-data.js';
import { sessionExpiresIn, startSession } from './session/session-lifecycle.js';

export const WRONG_CREDENTIALS = 'Feil e-post eller passord';
export const TOO_MANY_ATTEMPTS = 'For mange mislykkede innloggingsforsøk. Vent litt og prøv igjen.';

const isJson = (request: FastifyRequest) => String(request.headers['content-type'] ?? '').includes('json');

const sendProblem = (reply: FastifyReply, status: number, errorCode: string, detail: string) =>
  reply
    .status(status)
    .header('content-type', 'application/problem+json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(problem(status, errorCode, detail));

/**
 * A login form posted from another site (login CSRF) is refused: a browser's Sec-Fetch-Site must say same-origin
 * (or a direct navigation), and an Origin header must be this site's.
 */
const isSameOrigin = (request: FastifyRequest, publicBaseUrl: string): boolean => {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const originOf = (url: string) => {
    try {
      return new URL(url).origin;
    } catch {
      return undefined;
    }
  };
  const claimed = originOf(origin);
  return claimed !== undefined && (claimed === originOf(`${request.protocol}://${request.host}`) || claimed === originOf(publicBaseUrl));
};

/**
 * The backend-for-frontend endpoints (spec 1 §7): the login form, login, the session's claims and logout. The
 * session lives on the server; the browser holds only an httpOnly cookie.
 */
@ApiTags('BFF')
@Controller('bff')
export class BffController {
  constructor(private readonly auth: AuthRuntime) {}

  @Get('login')
  @ApiOperation({ summary: 'The login form (HTML, Norwegian). Offers the external identity provider when one is configured.' })
  @ApiQuery({ name: 'returnUrl', required: false, description: 'A path on this site to return to (anything else means /)', example: '/operations' })
  @ApiOkResponse(LOGIN_PAGE_RESPONSE)
  loginForm(@Res() reply: FastifyReply, @Query('returnUrl') returnUrl?: string) {
    const target = safeReturnUrl(returnUrl);
    return reply
      .status(200)
      .headers(LOGIN_PAGE_HEADERS)
      .send(loginPage({ returnUrl: target, ...this.external(target) }));
  }

  @Post('login')
  @ApiOperation({
    summary:
      'Log in with e-mail and password: form fields or JSON { username, password, returnUrl }. A form gets 303 to returnUrl (or the form ' +
      'again with "Feil e-post eller passord", status 401); JSON gets 200 { returnUrl } or a 401 problem. Too many failures: 429.',
  })
  @ApiOkResponse({ type: LoginAnswerDto, description: 'JSON: logged in' })
  @ApiSeeOtherResponse(SEE_OTHER('A form: logged in, on to returnUrl'))
  @ApiDefaultResponse(PAGE_OR_PROBLEM)
  async login(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown) {
    const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const query = request.query as Record<string, unknown>;
    const returnUrl = safeReturnUrl(fields.returnUrl ?? query.returnUrl);
    const json = isJson(request);
    const username = typeof fields.username === 'string' ? fields.username : typeof fields.email === 'string' ? fields.email : undefined;
    const again = (status: number, error: string) =>
      json
        ? sendProblem(reply, status, status === 429 ? 'TOO_MANY_LOGIN_ATTEMPTS' : status === 403 ? 'CROSS_SITE_LOGIN' : 'INVALID_CREDENTIALS', error)
        : reply
            .status(status)
            .headers(LOGIN_PAGE_HEADERS)
            .send(loginPage({ returnUrl, username: username ?? '', error, ...this.external(returnUrl) }));

    if (!isSameOrigin(request, this.auth.config.publicBaseUrl)) return again(403, 'Innloggingen må sendes fra skjemaet på denne nettsiden.');
    const result = await this.auth.localLogin.login(username, fields.password, request.ip);
    if (!result.ok && result.reason === 'throttled') {
      void reply.header('retry-after', String(Math.ceil(result.retryAfterMs / 1000)));
      return again(429, TOO_MANY_ATTEMPTS);
    }
    if (!result.ok) return again(401, WRONG_CREDENTIALS);
    await startSession(request, result.user, 'local', this.auth.now);
    if (json)
      return reply
        .status(200)
        .header('cache-control', 'no-store')
        .send({ returnUrl } satisfies LoginAnswerDto);
    return reply.status(303).header('cache-control', 'no-store').header('location', returnUrl).send();
  }

  @Get('user')
  @ApiOperation({
    summary: 'The claims of the session: sub, name, email, sid, bff:logout_url, bff:session_expires_in. 401 when not logged in. Needs X-CSRF: 1.',
  })
  @ApiOkResponse({ type: BffClaimDto, isArray: true, description: 'The claims' })
  user(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const session = request.session;
    const actor = request.actor;
    if (!session?.userId || !session.sid || !actor) return sendProblem(reply, 401, 'NOT_LOGGED_IN', 'Du er ikke logget inn.');
    const claims: BffClaim[] = [
      { type: 'sub', value: String(session.userId) },
      { type: 'name', value: actor.name },
      { type: 'email', value: actor.email },
      { type: 'sid', value: session.sid },
      { type: 'bff:logout_url', value: `/bff/logout?sid=${encodeURIComponent(session.sid)}` },
      { type: 'bff:session_expires_in', value: sessionExpiresIn(this.auth, request) },
    ];
    return reply.header('cache-control', 'no-store').send(claims);
  }

  @Get('logout')
  @ApiOperation({
    summary:
      "Ends the session and goes to returnUrl (default /). Requires the session's sid (the bff:logout_url claim), so a link from another " +
      'site cannot log anyone out: a wrong or missing sid is a 400 problem and the session stays.',
  })
  @ApiQuery({ name: 'sid', required: true })
  @ApiQuery({ name: 'returnUrl', required: false })
  @ApiSeeOtherResponse(SEE_OTHER('Logged out, on to returnUrl'))
  logout(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Query('sid') sid?: string, @Query('returnUrl') returnUrl?: string) {
    return this.endSession(request, reply, sid, returnUrl);
  }

  @Post('logout')
  @ApiOperation({ summary: 'As GET /bff/logout (sid and returnUrl in the query or the form).' })
  @ApiSeeOtherResponse(SEE_OTHER('Logged out, on to returnUrl'))
  logoutByPost(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown) {
    const fields = { ...(request.query as Record<string, unknown>), ...(body && typeof body === 'object' ? (body as Record<string, unknown>) : {}) };
    return this.endSession(request, reply, typeof fields.sid === 'string' ? fields.sid : undefined, fields.returnUrl);
  }

  private async endSession(request: FastifyRequest, reply: FastifyReply, sid: string | undefined, returnUrl: unknown) {
    const target = safeReturnUrl(returnUrl);
    const session = request.session;
    if (session?.userId !== undefined) {
      if (!sid || sid !== session.sid) {
        return sendProblem(reply, 400, 'INVALID_SID', 'Utloggingen mangler riktig sid. Bruk utloggingslenken (bff:logout_url) fra /bff/user.');
      }
      await session.destroy();
    }
    request.actor = undefined;
    return reply.clearCookie(SESSION_COOKIE, { path: '/' }).status(303).header('cache-control', 'no-store').header('location', target).send();
  }

  private external(returnUrl: string) {
    const external = this.auth.externalLink(returnUrl);
    return external ? { external } : {};
  }
}
