// An exam's pictures on the device (docs/exam.md#image-offline): when its question set arrives, the
// service worker is asked to put its /media images in its image cache, so the exam shows them after
// a reload with no network. Without a service worker (development, an old browser) nothing happens.
import { workerMessages } from '@proshno/engine';
import { mediaUrl } from '../content/ContentParts';

export function keepExamImages(paths: readonly string[]): void {
  if (paths.length === 0 || !('serviceWorker' in navigator)) return;
  const message = { type: workerMessages.cacheMedia, urls: paths.map(mediaUrl) };
  const controller = navigator.serviceWorker.controller;
  if (controller !== null) controller.postMessage(message);
  // The first visit: the worker is still installing, and takes the page once it is active.
  else void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}
