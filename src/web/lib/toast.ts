import { toast as sonner } from 'sonner';

/** The one toast helper: a title, an optional description, and the SPEC's durations (3000 or 3500 ms). */
export const toast = {
  success(title: string, description?: string) {
    sonner.success(title, { description, duration: 3000 });
  },
  error(title: string, description?: string) {
    sonner.error(title, { description, duration: 3500 });
  },
};
