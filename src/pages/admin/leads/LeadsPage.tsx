import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/Button';
import { PageHero } from '../../../components/PageHero';
import { PageMeta } from '../../../components/PageMeta';
import { clearToken, readToken, saveToken } from '../adminClient';
import { adminCopy } from '../copy';
import { TokenForm } from '../TokenForm';
import { AdminNav } from './AdminNav';
import { leadsCopy, personCopy } from './copy';
import { DeliveriesCard, RetryButton } from './DeliveriesCard';
import { ErasureLog } from './ErasureLog';
import { LeadsInbox } from './LeadsInbox';
import { PersonPanel, type PersonPanelHandle } from './PersonPanel';
import { RetentionCard } from './RetentionCard';

/** /admin/leads: the leads inbox (served by `site serve` only, never exported or indexed) */
export function LeadsPage() {
  const [token, setToken] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  // bumped by an erase: the inbox and the erasure records are read again
  const [version, setVersion] = useState(0);
  const person = useRef<PersonPanelHandle>(null);
  // the token is read after hydration: the server renders the page without one
  useEffect(() => setToken(readToken()), []);
  const refused = useCallback((message: string) => {
    clearToken();
    setToken(null);
    setNotice(message);
  }, []);

  return (
    <>
      <PageMeta title={leadsCopy.meta.title} description={leadsCopy.meta.description} robots="noindex, nofollow" />
      <PageHero eyebrow={leadsCopy.hero.eyebrow} title={leadsCopy.hero.title} text={leadsCopy.hero.text} />
      <div className="container-page py-12 sm:py-16">
        <AdminNav current="/admin/leads" />
        {token ? (
          <div className="space-y-10">
            <LeadsInbox
              token={token}
              onRefused={refused}
              version={version}
              deliveryAction={(_lead, d, reload) => <RetryButton delivery={d} token={token} onRefused={refused} onRetried={reload} />}
              detailActions={(detail, close) => (
                <div className="mt-6 border-t border-ink-700 pt-5">
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    onClick={() => {
                      close();
                      person.current?.lookUp(detail.email);
                    }}
                  >
                    {personCopy.findAll}
                  </button>
                </div>
              )}
            />
            <PersonPanel ref={person} token={token} onRefused={refused} onErased={() => setVersion((v) => v + 1)} />
            <DeliveriesCard token={token} onRefused={refused} version={version} />
            <div className="grid gap-6 lg:grid-cols-2">
              <RetentionCard token={token} onRefused={refused} />
              <ErasureLog token={token} onRefused={refused} version={version} />
            </div>
            <div className="flex justify-end">
              <button type="button" className="text-sm text-slate-300 underline hover:text-white" onClick={() => refused('')}>
                {adminCopy.token.signOut}
              </button>
            </div>
          </div>
        ) : (
          <TokenForm
            notice={notice}
            onToken={(t) => {
              saveToken(t);
              setNotice(undefined);
              setToken(t);
            }}
          />
        )}
      </div>
    </>
  );
}
