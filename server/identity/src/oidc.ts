import Provider, { errors, interactionPolicy, type Account, type ClientMetadata, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { ADMIN_CLIENT_ID, adminAudienceFor, type IdentityConfig } from './config.js';
import { pageHeaders } from './http/responses.js';
import {
  errorPage,
  loggedOutPage,
  LOGOUT_CONFIRMATION_ADDITIONS,
  LOGOUT_FORM_ADDITIONS,
  LOGOUT_SCRIPT,
  logoutConfirmationPage,
  logoutPage,
} from './pages/pages.js';
import type { OidcStore } from './store/oidc-store.js';
import type { ProviderKeys } from './store/secrets.js';
import type { User, UserStore } from './store/user-store.js';

/** OIDC scopes the SPA may ask for. */
const OIDC_SCOPES = 'openid profile email offline_access';
/** Scopes of the CareerForge API; the only ones an API access token carries. */
const API_SCOPES = 'read:current_user update:current_user_metadata';
/** Scopes of the admin endpoints (client_credentials tokens of the API's client). */
const ADMIN_SCOPES = 'read:users update:users';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;
const SESSION_TTL = 14 * DAY;

/** The interaction prompt asking for a TOTP code after the password. */
export const MFA_PROMPT = 'mfa';
/** RFC 8176 authentication method references. */
export const AMR_PASSWORD = 'pwd';
export const AMR_ONE_TIME_PASSWORD = 'otp';

/** The draft of OAuth 2.0 Web Message Response Mode implemented by the pinned oidc-provider version. */
const WEB_MESSAGE_ACK = 'individual-draft-01';

/** auth0-spa-js falls back to silent auth in an iframe only when the error text says this. */
const INVALID_REFRESH_TOKEN_DESCRIPTION = 'Unknown or invalid refresh token.';

export interface OidcProviderDependencies {
  config: IdentityConfig;
  /** Where the provider's pages send the user back to (the shell). */
  appUrl: string;
  keys: ProviderKeys;
  adminClientSecret: string;
  users: UserStore;
  store: OidcStore;
}

type OidcContext = KoaContextWithOIDC['oidc'];

export function createOidcProvider({ config, appUrl, keys, adminClientSecret, users, store }: OidcProviderDependencies): Provider {
  const adminAudience = adminAudienceFor(config.issuer);
  const secureCookies = new URL(config.issuer).protocol === 'https:';
  const spaOrigins = new Set(config.spaOrigins);
  // Registered with and without the trailing slash: spa-js sends window.location.origin, apps often add '/'.
  const spaRedirectUris = config.spaOrigins.flatMap((origin) => [origin, `${origin}/`]);
  const pageSecurity = (inlineScript?: string) => pageHeaders({ formTargets: config.spaOrigins, inlineScript });

  const spaClient: ClientMetadata = {
    client_id: config.spaClientId,
    client_name: 'CareerForge',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: spaRedirectUris,
    post_logout_redirect_uris: spaRedirectUris,
  };
  const adminClient: ClientMetadata = {
    client_id: ADMIN_CLIENT_ID,
    client_name: 'CareerForge API',
    client_secret: adminClientSecret,
    token_endpoint_auth_method: 'client_secret_basic',
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
  };

  const findAccount = async (_ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined> => {
    const user = await users.findBySub(sub);
    return user && { accountId: user.sub, claims: () => profileClaims(user) };
  };

  // login, then mfa, then consent (which loadExistingGrant settles). The check runs on every
  // authorization, silent ones too: a session that has only the password of a user with MFA on gets
  // the code page, or interaction_required with prompt=none, never a code for the SPA.
  const policy = interactionPolicy.base();
  policy.add(
    new interactionPolicy.Prompt(
      { name: MFA_PROMPT, requestable: false },
      new interactionPolicy.Check('otp_required', 'A code from the authenticator app is required', async (ctx) => {
        const { session } = ctx.oidc;
        const user = session?.accountId ? await users.findBySub(session.accountId) : undefined;
        const passedOtp = session?.amr?.includes(AMR_ONE_TIME_PASSWORD) ?? false;
        return user?.mfaEnabled && !passedOtp ? interactionPolicy.Check.REQUEST_PROMPT : interactionPolicy.Check.NO_NEED_TO_PROMPT;
      }),
    ),
    1,
  );

  // REQUIRE_EMAIL_VERIFICATION also stops a session that began before it was set: the next
  // authorization asks for the password again, which then sends a confirmation link.
  if (config.requireEmailVerification) {
    policy.get('login')?.checks.add(
      new interactionPolicy.Check('email_unconfirmed', "The account's email address is not confirmed", 'login_required', async (ctx) => {
        const { session } = ctx.oidc;
        const user = session?.accountId ? await users.findBySub(session.accountId) : undefined;
        return user && !user.emailVerified ? interactionPolicy.Check.REQUEST_PROMPT : interactionPolicy.Check.NO_NEED_TO_PROMPT;
      }),
    );
  }

  const configuration: Configuration = {
    adapter: store.adapterFactory,
    jwks: { keys: keys.signingKeys },
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
      short: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
    },
    clients: [spaClient, adminClient],
    clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
    responseTypes: ['code'],
    scopes: OIDC_SCOPES.split(' '),
    claims: {
      // amr with every ID token: it says which factors the login used (pwd, or pwd and otp with MFA).
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['name', 'nickname'],
    },
    // The profile claims go into the ID token: auth0-spa-js reads the user only from there.
    conformIdTokenClaims: false,
    extraParams: ['audience', 'screen_hint'],
    findAccount,
    interactions: { policy, url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      end_session: '/v2/logout',
      jwks: '/.well-known/jwks.json',
      revocation: '/oauth/revoke',
      userinfo: '/userinfo',
    },
    ttl: {
      AccessToken: 15 * MINUTE,
      ClientCredentials: 10 * MINUTE,
      AuthorizationCode: 60,
      IdToken: 60 * MINUTE,
      Interaction: 30 * MINUTE,
      Session: SESSION_TTL,
      Grant: SESSION_TTL,
      // A rotated token inherits what is left of its predecessor: rotation never extends the lifetime.
      RefreshToken: (ctx) => ctx?.oidc?.entities.RotatedRefreshToken?.remainingTTL ?? SESSION_TTL,
    },
    rotateRefreshToken: true,
    // spa-js never sends prompt=consent, so offline_access alone would never yield a refresh token.
    issueRefreshToken: (_ctx, client) => client.clientId === config.spaClientId && client.grantTypeAllowed('refresh_token'),
    // Logging out (or the session expiring) ends the refresh tokens too.
    expiresWithSession: () => true,
    // The SPA is first-party: consent is implied, as Auth0 skips it for first-party applications.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== config.spaClientId) return existing;
      const grant = existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addResourceScope(config.apiAudience, API_SCOPES);
      await grant.save();
      return grant;
    },
    clientBasedCORS: (_ctx, origin, client) => client.clientId === config.spaClientId && spaOrigins.has(origin),
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      // Plain bearer tokens, as with Auth0 by default; the API verifies no proof of possession.
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      webMessageResponseMode: { enabled: true, ack: WEB_MESSAGE_ACK },
      resourceIndicators: {
        enabled: true,
        // Auth0's `audience` parameter selects the API; the admin client always gets the admin audience.
        defaultResource: (ctx, client, oneOf) => {
          if (oneOf) return oneOf;
          if (client.clientId === ADMIN_CLIENT_ID) return adminAudience;
          const audience = ctx.oidc.params?.audience;
          return typeof audience === 'string' ? audience : undefined;
        },
        // spa-js sends no resource to the token endpoint: use the one granted at /authorize.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator, client) => {
          if (client.clientId === config.spaClientId && resourceIndicator === config.apiAudience) {
            return {
              audience: config.apiAudience,
              scope: API_SCOPES,
              accessTokenTTL: 15 * MINUTE,
              accessTokenFormat: 'jwt',
              jwt: { sign: { alg: 'RS256' } },
            };
          }
          if (client.clientId === ADMIN_CLIENT_ID && resourceIndicator === adminAudience) {
            // Opaque: only this server reads them, and it can look them up.
            return { audience: adminAudience, scope: ADMIN_SCOPES, accessTokenTTL: 10 * MINUTE, accessTokenFormat: 'opaque' };
          }
          throw new errors.InvalidTarget();
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // The form posts with the session's xsrf token either way; what a foreign page must not do
        // is open this page and have its script press the button for the user.
        logoutSource: (ctx, form) => {
          if (startedByTheApp(ctx.get('sec-fetch-site'), ctx.get('referer'), spaOrigins)) {
            ctx.set(pageSecurity(LOGOUT_SCRIPT));
            ctx.body = logoutPage(form.replace('</form>', `${LOGOUT_FORM_ADDITIONS}</form>`));
          } else {
            ctx.set(pageSecurity());
            ctx.body = logoutConfirmationPage(form.replace('</form>', `${LOGOUT_CONFIRMATION_ADDITIONS}</form>`), appUrl);
          }
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.set(pageSecurity());
          ctx.body = loggedOutPage(appUrl);
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.set(pageSecurity());
      ctx.body = errorPage('Something went wrong', out.error_description ?? out.error, appUrl);
    },
  };

  const provider = new Provider(config.issuer, configuration);
  // The server speaks plain HTTP: an https issuer means TLS ends at a proxy in front of it.
  provider.proxy = secureCookies;
  provider.use<object, { oidc?: OidcContext }>(async (ctx, next) => {
    await next();
    if (
      ctx.oidc?.route === 'token' &&
      ctx.oidc.params?.grant_type === 'refresh_token' &&
      isOAuthError(ctx.body) &&
      ctx.body.error === 'invalid_grant'
    ) {
      ctx.body = { ...ctx.body, error_description: INVALID_REFRESH_TOKEN_DESCRIPTION };
    }
  });
  return provider;
}

/**
 * Whether the logout page was opened from this provider's site or the SPA (a browser's
 * Sec-Fetch-Site, else the Referer's origin), or typed in by the user ('none'). Anything else, a
 * foreign page or a browser that says nothing, gets a button to press instead.
 */
function startedByTheApp(fetchSite: string, referer: string, spaOrigins: ReadonlySet<string>): boolean {
  if (fetchSite === 'same-origin' || fetchSite === 'same-site' || fetchSite === 'none') return true;
  if (fetchSite !== '' || referer === '') return false;
  try {
    return spaOrigins.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

function isOAuthError(body: unknown): body is { error: string } {
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string';
}

/** The claims Auth0 puts in a database user's profile; picture is left out (the app draws initials). */
function profileClaims(user: User) {
  return {
    sub: user.sub,
    email: user.email,
    email_verified: user.emailVerified,
    name: user.fullName ?? user.email,
    nickname: user.email.split('@')[0] ?? user.email,
  };
}
