import { renderStandalone } from '@careerforge/shared/standalone';
import App from './App';

void renderStandalone(App, { title: 'CareerForge · Career, education and skills' });
