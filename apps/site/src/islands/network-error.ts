import { toast } from '@acme/ui';
import { SHELL } from '@content/shell';

/** Says that the code a tap needed did not arrive (offline, or a deploy replaced the file). */
export function sayNetworkError(): void {
  toast({ title: SHELL.networkError, tone: 'error' });
}
