import { configure } from '@testing-library/react';

// Each page renders once its lazy chunk has resolved, so the first find of a test waits for a
// whole page to render; on a busy two-core machine that takes longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });
