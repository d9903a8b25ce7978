import { useNavigate } from 'react-router';

/** Back to where the visitor came from, or to /main when the page was opened directly. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate('/main');
  };
}
