import { useState } from "react";
import { useSite } from "../../app/SiteContext";
import { CloseIcon } from "../Icons/Icons";
import { dismissAnnouncement, isAnnouncementDismissed } from "./announcementState";
import "./AnnouncementBar.css";

/** The site-wide announcement, until the reader closes it. */
export function AnnouncementBar() {
  const { announcementBar: bar } = useSite();
  const [dismissed, setDismissed] = useState(() => (bar ? isAnnouncementDismissed(bar.id) : true));
  if (!bar || dismissed) return null;
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
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
