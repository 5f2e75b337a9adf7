import { APP_REGISTRY } from '@careerforge/shared';
import { renderStandalone } from '@careerforge/shared/standalone';
import App from './App';

void renderStandalone(App, { title: APP_REGISTRY.remotes.mfe_preferences.pageTitle });
