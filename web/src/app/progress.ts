import NProgress from "nprogress";
import { PROGRESS } from "./constants";

// nprogress 0.2 has no trickle-rate option: it trickles by a step that shrinks as the
// bar fills. Our own trickle adds the spec's rate on the spec's interval instead.
NProgress.configure({ minimum: PROGRESS.minimum, speed: PROGRESS.speed, trickle: false, showSpinner: false });

let timer: number | undefined;

export function startProgress(): void {
  NProgress.start();
  window.clearInterval(timer);
  timer = window.setInterval(() => NProgress.inc(PROGRESS.trickleRate), PROGRESS.trickleSpeed);
}

export function finishProgress(): void {
  window.clearInterval(timer);
  timer = undefined;
  if (NProgress.isStarted()) NProgress.done();
}
