import { useEffect } from 'react';

// Which chats are on screen now (a chat key per mounted chat thread): the sound rule of spec §9 asks whether the
// chat of an incoming message is the one the user is looking at. `shared` is a singleton, so a remote's chat
// (the order page) and the shell's listener see the same set.

const open = new Map<string, number>();

export const openChats = {
  current: (): ReadonlySet<string> => new Set(open.keys()),
  hold(key: string): () => void {
    open.set(key, (open.get(key) ?? 0) + 1);
    return () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    };
  },
};

/** Marks the chat open while the component is mounted. */
export function useOpenChat(key: string): void {
  useEffect(() => openChats.hold(key), [key]);
}
