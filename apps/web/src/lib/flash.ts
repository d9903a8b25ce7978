import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** A message carried to a page by navigate(…, { state: { flash } }) (e.g. after the profile or a hall was saved). */
export interface FlashState {
  flash?: string;
}

/** The message carried here, shown once: going back to this entry later does not show it again. */
export function useFlash(): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const carried = (location.state as FlashState | null)?.flash ?? null;
  const [flash, setFlash] = useState<string | null>(carried);
  useEffect(() => {
    if (!carried) return;
    // a page already on screen that is navigated to again with a message (a save that returns to it) shows it too
    setFlash(carried);
    void navigate(location.pathname, { replace: true, state: null });
  }, [carried, location.pathname, navigate]);
  return [flash, () => setFlash(null)];
}
