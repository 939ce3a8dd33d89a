import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Share2 from 'lucide-react/icons/share-2';
import { useCallback, useState } from 'react';
import { eventsPage, type SiteEvent } from '../../content/events';
import { calendarLink, calendarServices } from '../../shared/calendar';
import { EVENT_SHARE_TARGETS, shareLinks } from '../../shared/share';
import { MenuButton } from './MenuButton';

type OpenMenu = 'share' | 'calendar' | null;

/** the 'Share Event' and 'Add to Calendar' menus; opening one closes the other */
export function EventActions({ event, pageUrl }: { event: SiteEvent; pageUrl: string }) {
  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const toggle = useCallback(
    (menu: Exclude<OpenMenu, null>) => (open: boolean) => setOpenMenu((current) => (open ? menu : current === menu ? null : current)),
    [],
  );
  const { share, calendar } = eventsPage.detail;
  return (
    <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap">
      <MenuButton
        id="share-event"
        label={share}
        icon={<Share2 className="h-4 w-4" aria-hidden="true" />}
        open={openMenu === 'share'}
        onOpenChange={toggle('share')}
        items={() =>
          shareLinks({ url: pageUrl, title: event.title, text: event.description }, EVENT_SHARE_TARGETS).map((l) => ({
            key: l.target,
            label: l.label,
            href: l.href,
            popup: l.popup,
          }))
        }
      />
      <MenuButton
        id="add-to-calendar"
        label={calendar}
        icon={<CalendarPlus className="h-4 w-4" aria-hidden="true" />}
        open={openMenu === 'calendar'}
        onOpenChange={toggle('calendar')}
        items={() =>
          calendarServices.map(({ service, label }) => ({
            key: service,
            label,
            href: calendarLink(service, { ...event, url: pageUrl }),
            popup: true,
          }))
        }
      />
    </div>
  );
}
