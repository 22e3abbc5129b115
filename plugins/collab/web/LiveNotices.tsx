import { useEffect } from 'react';
import { useToast } from '../../../web/ui/Toast.js';
import { liveNotices } from './notices.js';

/** Shows the live channel's notices as toasts; it draws nothing itself. */
export function LiveNotices() {
  const toast = useToast();
  useEffect(() => {
    const subscription = liveNotices.subscribe((notice) => toast({ title: notice.title, description: notice.description, tone: 'info' }));
    return () => subscription.unsubscribe();
  }, [toast]);
  return null;
}
