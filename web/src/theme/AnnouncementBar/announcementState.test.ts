import { beforeEach, describe, expect, it } from "vitest";
import { dismissAnnouncement, isAnnouncementDismissed } from "./announcementState";

beforeEach(() => localStorage.clear());

describe("announcement dismissal", () => {
  it("stays dismissed for the same id and reappears for a new one", () => {
    expect(isAnnouncementDismissed("a")).toBe(false);
    dismissAnnouncement("a");
    expect(isAnnouncementDismissed("a")).toBe(true);
    expect(localStorage.getItem("docusaurus.announcement.dismiss")).toBe("true");
    expect(isAnnouncementDismissed("b")).toBe(false);
    expect(localStorage.getItem("docusaurus.announcement.id")).toBe("b");
  });
});
