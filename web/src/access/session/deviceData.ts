// Everything the web keeps for a learner on the device goes through here (docs/shell.md#device-data):
// each record is stored under a key that names the learner who stored it, is read and written only
// while that learner's session is the one the device holds, and is forgotten when they sign out,
// together with the service worker's cache of their exams' images. Another learner signed in on the
// same phone never reads, shows or sends it.
import {
  keptWhenSignedOut,
  learnerRecordKey,
  learnerRecordOf,
  mediaCache,
  unboundRecordOf,
  workerMessages,
  type ForgetReason,
  type LearnerId,
} from '@proshno/engine';
import { readSession } from './storage';

/** The learner's record, or null when there is none or the device's session is not theirs. */
export function readLearnerRecord(learner: LearnerId, record: string): string | null {
  if (!signedInAs(learner)) return null;
  try {
    return window.localStorage.getItem(learnerRecordKey(learner, record));
  } catch {
    return null;
  }
}

/**
 * Keeps the learner's record, only while their session is the device's: a tab left open on a
 * learner who has signed out (or for whom another has signed in since) writes nothing.
 */
export function writeLearnerRecord(learner: LearnerId, record: string, value: string): void {
  if (!signedInAs(learner)) return;
  try {
    window.localStorage.setItem(learnerRecordKey(learner, record), value);
  } catch {
    // Storage full or disabled: what is in memory goes on, the server's copy is the backup.
  }
}

export function removeLearnerRecord(learner: LearnerId, record: string): void {
  try {
    window.localStorage.removeItem(learnerRecordKey(learner, record));
  } catch {
    // As above.
  }
}

/** The names of the learner's records on the device (none while another learner is signed in). */
export function learnerRecords(learner: LearnerId): string[] {
  if (!signedInAs(learner)) return [];
  return storedKeys().flatMap((key) => {
    const owned = learnerRecordOf(key);
    return owned !== null && owned.learner === learner ? [owned.record] : [];
  });
}

/**
 * Forgets the learner's device data as they sign out (docs/shell.md#device-data): their records
 * (all but their unsent answers when the server refused their session), and the service worker's
 * image cache, which held their exams' pictures. The app's own files stay cached.
 */
export function forgetLearnerDevice(learner: LearnerId, reason: ForgetReason): void {
  for (const key of storedKeys()) {
    const owned = learnerRecordOf(key);
    if (owned !== null && owned.learner === learner && !keptWhenSignedOut(owned.record, reason)) removeKey(key);
  }
  forgetCachedImages();
}

/**
 * Records written before they were bound to a learner (`proshno.exam.<id>.*`) go to the learner
 * signed in now, who most likely wrote them, or are removed when no one is; run once on start.
 */
export function bindUnboundRecords(learner: LearnerId | null): void {
  for (const key of storedKeys()) {
    const record = unboundRecordOf(key);
    if (record === null) continue;
    try {
      const value = window.localStorage.getItem(key);
      if (learner !== null && value !== null) window.localStorage.setItem(learnerRecordKey(learner, record), value);
    } catch {
      // Storage disabled: there is nothing to bind.
    }
    removeKey(key);
  }
}

/**
 * The service worker forgets its image cache and the cache's expiry records (web/sw/sw.ts); the page
 * deletes the cache too, for a worker that is not running yet.
 */
function forgetCachedImages(): void {
  if (typeof caches !== 'undefined') void caches.delete(mediaCache.name).catch(() => undefined);
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const message = { type: workerMessages.forgetLearner };
  const controller = navigator.serviceWorker.controller;
  if (controller !== null) controller.postMessage(message);
  else void navigator.serviceWorker.getRegistration().then((registration) => registration?.active?.postMessage(message));
}

function signedInAs(learner: LearnerId): boolean {
  return readSession()?.user.id === learner;
}

function storedKeys(): string[] {
  try {
    return Object.keys(window.localStorage);
  } catch {
    return [];
  }
}

function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
