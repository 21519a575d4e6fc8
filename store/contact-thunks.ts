/** The contact forms' message to customer service: the component dispatches, the thunk calls the app's API. */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ContactInput, ContactKind } from '@/lib/contact-rules';
import type { ContactResult } from '@/services/api-client/contact';
import type { ThunkExtra } from './thunk-extra';

/** Never rejects: a failure is a `ContactResult` the form shows. */
export const sendContactMessage = createAsyncThunk<ContactResult, { kind: ContactKind; input: ContactInput }, { extra: ThunkExtra }>(
  'contact/messageSent',
  ({ kind, input }, { extra }) => extra.contact.send(kind, input),
);
