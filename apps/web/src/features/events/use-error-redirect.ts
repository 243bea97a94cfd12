import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';

/** S2 §9: the error redirect delay. */
export const ERROR_REDIRECT_MS = 2000;

/** True for a failed calendar call whose answer carried a message of the server. */
export function hasServerMessage(error: unknown): boolean {
  return error instanceof ApiError && !error.handled && (error.serverMessage ?? '').trim() !== '';
}

/**
 * The calendar's error rule [EVENT-ERR-1..3]: a 403 already logged out (api-client, marked
 * handled); any other error with a server message (shown as a toast by the query cache) puts
 * up the error backdrop and goes to /dashboard after 2 seconds [EVENT-ERR-2]; an error without
 * one only has its generic toast [EVENT-ERR-3]. Returns whether the backdrop is up.
 */
export function useErrorRedirect(error: unknown): boolean {
  const navigate = useNavigate();
  const leaving = hasServerMessage(error);
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => navigate('/dashboard'), ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [leaving, navigate]);
  return leaving;
}
