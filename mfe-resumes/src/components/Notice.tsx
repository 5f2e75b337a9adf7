import { Banner } from '@careerforge/shared';

export interface NoticeContent {
  tone: 'success' | 'error';
  message: string;
  /** A second line, e.g. what a parsed resume added to the profile. */
  detail?: string | null;
}

/** The page's dismissible success or error notification. */
export function Notice({ notice, onDismiss }: { notice: NoticeContent; onDismiss: () => void }) {
  return (
    <Banner tone={notice.tone} title={notice.message} onDismiss={onDismiss}>
      {notice.detail}
    </Banner>
  );
}
