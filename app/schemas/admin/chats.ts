
/** A widget conversation as the leads and AI assistant screens' loaders send it: dates already written out in Russian. */
export type AdminChat = {
  id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  company: string | null;
  status: string;
  leadCollected: boolean;
  needsIdentified: string | null;
  messageCount: number;
  createdAtLabel: string;
};

export type ChatTranscript = {
  id: string;
  name: string | null;
  createdAtLabel: string;
  messages: { role: string; content: string; timeLabel: string }[];
};
