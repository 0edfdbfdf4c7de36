import { randomUUID } from 'node:crypto';
import { Controller, Get, Logger, Query, Req, Res } from '@nestjs/common';
import { ApiDefaultResponse, ApiOperation, ApiQuery, ApiSeeOtherResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problemException } from '../../common/problem.js';
import { AuthRuntime } from '../auth-runtime.js';
import { PAGE_OR_PROBLEM, SEE_OTHER } from '../bff.responses.js';
import { LOGIN_PAGE_HEADERS, loginPage } from '../login-page.js';
import { safeReturnUrl } from '../return-url.js';
import { PENDING_LOGIN_MS } from '../session/session-data.js';
import { startSession } from '../session/session-lifecycle.js';

/**
 * Login through the external identity provider (OpenID Connect, authorization code with PKCE). A first login
 * creates a user without rights; a user an administrator has already added with the same e-mail is linked instead.
 */
@ApiTags('BFF')
@Controller('bff')
export class OidcController {
  private readonly logger = new Logger('OIDC');

  constructor(private readonly auth: AuthRuntime) {}

  private requireOidc() {
    if (!this.auth.oidc) throw problemException(404, 'OIDC_NOT_CONFIGURED', 'Innlogging med ekstern konto er ikke satt opp.');
    return this.auth.oidc;
  }

  private failed(reply: FastifyReply, status: number, error: string, returnUrl = '/') {
    const external = this.auth.externalLink(returnUrl);
    return reply
      .status(status)
      .headers(LOGIN_PAGE_HEADERS)
      .send(loginPage({ returnUrl, error, ...(external ? { external } : {}) }));
  }

  @Get('login/oidc')
  @ApiOperation({ summary: 'Starts a login at the external identity provider (303 to the provider). 404 when none is configured.' })
  @ApiQuery({ name: 'returnUrl', required: false })
  @ApiSeeOtherResponse(SEE_OTHER('On to the identity provider'))
  @ApiDefaultResponse(PAGE_OR_PROBLEM)
  async start(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Query('returnUrl') returnUrl?: string) {
    const oidc = this.requireOidc();
    const target = safeReturnUrl(returnUrl);
    let started;
    try {
      started = await oidc.start(target, this.auth.now);
    } catch (error) {
      this.logger.warn(`Kunne ikke nå innloggingstjenesten: ${error instanceof Error ? error.message : String(error)}`);
      return this.failed(reply, 502, `Kunne ikke nå innloggingstjenesten (${this.auth.config.oidcName}). Prøv igjen senere.`, target);
    }
    request.session.oidc = started.pending;
    return reply.status(303).header('cache-control', 'no-store').header('location', started.url.href).send();
  }

  @Get('signin-oidc')
  @ApiOperation({ summary: 'The redirect URI registered at the provider: finishes the login and goes to the returnUrl given at the start.' })
  @ApiSeeOtherResponse(SEE_OTHER('Logged in, on to the returnUrl given at the start'))
  @ApiDefaultResponse(PAGE_OR_PROBLEM)
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const oidc = this.requireOidc();
    const pending = request.session?.oidc;
    const now = this.auth.now;
    if (!pending || now - pending.startedAt > PENDING_LOGIN_MS) {
      return this.failed(
        reply,
        400,
        'Innloggingen kunne ikke fullføres fordi den tok for lang tid eller ble startet i en annen nettleser. Prøv igjen.',
      );
    }
    request.session.oidc = undefined;
    let identity;
    try {
      identity = await oidc.finish(new URL(request.url, this.auth.config.publicBaseUrl), pending);
    } catch (error) {
      this.logger.warn(`Innlogging hos ekstern tjeneste mislyktes: ${error instanceof Error ? error.message : String(error)}`);
      return this.failed(reply, 400, `Innloggingen med ${this.auth.config.oidcName} mislyktes. Prøv igjen.`, pending.returnUrl);
    }
    const { user } = await this.auth.accounts.signInExternal(identity, {
      userId: 'external-login',
      userName: identity.email ?? identity.subject,
      time: new Date(now).toISOString(),
      remark: '',
      commandId: `users:external-login:${randomUUID()}`,
      correlationId: request.id,
    });
    await startSession(request, user, 'oidc', now);
    return reply.status(303).header('cache-control', 'no-store').header('location', pending.returnUrl).send();
  }
}
