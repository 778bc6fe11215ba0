import { useEffect, useState } from "react";
import { useSite } from "../../app/SiteContext";
import { CloseIcon } from "../Icons/Icons";
import { dismissAnnouncement, isAnnouncementDismissed } from "./announcementState";
import "./AnnouncementBar.css";

/**
 * The site-wide announcement, until the reader closes it. The prerendered page shows
 * it like a first visit; the document's head script hides it before the first paint
 * for a reader who closed it (`data-announcement-dismissed`), and the app removes it
 * once it has taken over the page.
 */
export function AnnouncementBar() {
  const { announcementBar: bar } = useSite();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (bar && isAnnouncementDismissed(bar.id)) setDismissed(true);
  }, [bar]);
  if (!bar || dismissed) return null;
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label="Announcement"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className="announcement-bar-close"
          aria-label="Close"
          onClick={() => {
            dismissAnnouncement(bar.id);
            setDismissed(true);
          }}
        >
          <CloseIcon size={14} />
        </button>
      )}
    </div>
  );
}
