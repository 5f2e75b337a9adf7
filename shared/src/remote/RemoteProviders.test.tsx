import { render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useAccessToken, useCurrentUser } from '../auth/TokenProvider';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';
import { RemoteProviders } from './RemoteProviders';

const config = {
  authDomain: 'http://localhost:3200',
  authClientId: 'careerforge-spa',
  authAudience: 'https://api.careerforge.local',
  apiBaseUrl: 'http://localhost:3100',
};

const getToken = () => Promise.resolve('token');

function ContextProbe() {
  const getAccessToken = useAccessToken();
  const user = useCurrentUser();
  const { apiBaseUrl } = useRuntimeConfig();
  const { pathname } = useLocation();
  useQueryClient();
  return (
    <dl>
      <dt>api</dt>
      <dd>{apiBaseUrl}</dd>
      <dt>user</dt>
      <dd>{user?.email}</dd>
      <dt>path</dt>
      <dd>{pathname}</dd>
      <dt>token source</dt>
      <dd>{getAccessToken === getToken ? 'from the root' : 'other'}</dd>
    </dl>
  );
}

describe('RemoteProviders', () => {
  it('gives the screens the config, token, user, a query client and a router under the basename', () => {
    window.history.pushState(null, '', '/careers/skills-view');
    render(
      <RemoteProviders
        config={config}
        getAccessToken={getToken}
        currentUser={{ sub: 'local|ada', userId: 'ada', email: 'ada@example.com' }}
        basename="/careers"
      >
        <ContextProbe />
      </RemoteProviders>,
    );
    expect(screen.getByText('http://localhost:3100')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('/skills-view')).toBeInTheDocument();
    expect(screen.getByText('from the root')).toBeInTheDocument();
  });
});
