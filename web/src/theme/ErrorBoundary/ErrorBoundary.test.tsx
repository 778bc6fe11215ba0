import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { causeChain, ErrorBoundary } from "./ErrorBoundary";

afterEach(cleanup);

describe("ErrorBoundary", () => {
  it("lists an error and its causes, outermost first", () => {
    const root = new Error("outer", { cause: new TypeError("inner") });
    expect(causeChain(root).map((e) => (e as Error).message)).toEqual(["outer", "inner"]);
  });

  it("shows the crash, the cause chain and a Try again that renders again", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let crash = true;
    function Page() {
      if (crash) throw new Error("Cannot render the page", { cause: new Error("the data is malformed") });
      return <p>Recovered</p>;
    }
    const onTryAgain = vi.fn(() => {
      crash = false;
    });
    render(
      <ErrorBoundary onTryAgain={onTryAgain}>
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "This page crashed." })).toBeTruthy();
    expect(screen.getByText("Error: Cannot render the page")).toBeTruthy();
    expect(screen.getByText("Error: the data is malformed")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onTryAgain).toHaveBeenCalledOnce();
    expect(screen.getByText("Recovered")).toBeTruthy();
  });
});
