import { act, cleanup, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useNearViewport } from "./useNearViewport";

/** A stand-in for the browser's IntersectionObserver, driven by the test. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Probe({ watch }: { watch: boolean }) {
  const element = useRef<HTMLDivElement>(null);
  const near = useNearViewport(element, watch, "100% 0px");
  return <div ref={element}>{near ? "near" : "far"}</div>;
}

describe("useNearViewport", () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("is near at once when not watching", () => {
    render(<Probe watch={false} />);
    expect(screen.getByText("near")).toBeTruthy();
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it("becomes near when the element comes within the margin, then stops watching", () => {
    render(<Probe watch />);
    expect(screen.getByText("far")).toBeTruthy();
    const [observer] = FakeObserver.instances;
    expect(observer.options.rootMargin).toBe("100% 0px");
    act(() => observer.enter(false));
    expect(screen.getByText("far")).toBeTruthy();
    act(() => observer.enter(true));
    expect(screen.getByText("near")).toBeTruthy();
    expect(observer.disconnected).toBe(true);
  });
});
