import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const THANK_YOU_PATH = '/mortgage-powerconnect/thank-you';

/** a visitor coming back from the event form (?submissionGuid=…) goes to the event thank-you page */
export function useSubmissionGuidRedirect(): void {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (new URLSearchParams(search).has('submissionGuid')) navigate(THANK_YOU_PATH, { replace: true });
  }, [search, navigate]);
}
