import { toast } from 'react-toastify';

/**
 * Copies a text the person must keep (a key, a secret) and says so; where the browser refuses the
 * clipboard, it asks them to copy it by hand instead.
 */
export async function copyText(text: string, words: { copied: string; byHand: string }): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(words.copied);
  } catch {
    toast.info(words.byHand);
  }
}
