/** The contact forms' message to customer service: the component dispatches, the thunk calls the app's API. */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { ContactInput, ContactKind } from '@/lib/catalog/contact-form';
import type { ContactResult } from '@/services/app-api/contact';
import type { ThunkExtra } from './thunk-extra';

/** Never rejects: a failure is a `ContactResult` the form shows. */
export const sendContactMessage = createAsyncThunk<ContactResult, { kind: ContactKind; input: ContactInput }, { extra: ThunkExtra }>(
  'contact/messageSent',
  ({ kind, input }, { extra }) => extra.contact.send(kind, input),
);
