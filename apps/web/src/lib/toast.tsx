import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** docs/product.md#toasts: at most 20 toasts at once. */
const TOAST_LIMIT = 20;

/** Toasts at the top right; success 2000 ms, others 4000 ms by default (docs/product.md#toasts). */
export function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return <Toaster position="top-right" toastOptions={{ duration: 4000, success: { duration: 2000 } }} />;
}

export { toast };
