import { useState } from 'react';
import { LIST_BANNER_MS, useNavigationMessage } from '@careerforge/shared';

/**
 * Which record of a list page is open in its update overlay, and the page's success banner: the
 * one passed by navigation from the add page, or the overlay's after an update or delete.
 */
export function useRecordListEditor<T>(records: { refetch: () => Promise<unknown> }) {
  const success = useNavigationMessage(LIST_BANNER_MS);
  const [editing, setEditing] = useState<T | null>(null);

  /** Closes the overlay and reloads the list, which may have changed elsewhere meanwhile. */
  function close(successMessage?: string) {
    setEditing(null);
    void records.refetch();
    if (successMessage) success.show(successMessage);
  }

  return { editing, open: setEditing, close, successMessage: success.message, showSuccess: success.show };
}
