// The profile and change-password machines' actors against the gateway (./operations.graphql).
import type { ChangePasswordPayload, ProfileImage, ProfilePayload, ProfileResponse } from '@proshno/engine';
import type { Client } from 'urql';
import {
  CancelEmailChangeDocument,
  ChangePasswordDocument,
  ConfirmEmailChangeDocument,
  UpdateProfileDocument,
  UploadProfileImageDocument,
  UserDetailDocument,
  type ProfileFieldsFragment,
} from '../../generated/graphql';
import { dataOf } from '../../graphql/serverError';

export async function loadProfile(client: Client): Promise<ProfileResponse> {
  const { userDetail } = await dataOf(client.query(UserDetailDocument, {}, { requestPolicy: 'network-only' }).toPromise());
  return profileOf(userDetail);
}

export async function saveProfile(client: Client, payload: ProfilePayload): Promise<ProfileResponse> {
  const { id, gender, ...fields } = payload;
  // GraphQL enum values cannot hold spaces: 'not to specify' travels as not_to_specify.
  const input = { ...fields, gender: gender === 'not to specify' ? ('not_to_specify' as const) : gender };
  const { updateProfile } = await dataOf(client.mutation(UpdateProfileDocument, { id, input }).toPromise());
  return profileOf(updateProfile);
}

/** The chosen file goes up as a GraphQL multipart request (urql sends File variables that way). */
export async function uploadImage(client: Client, image: ProfileImage): Promise<{ image: string }> {
  if (!(image instanceof File)) throw new Error('not a file');
  const { uploadProfileImage } = await dataOf(client.mutation(UploadProfileImageDocument, { image }).toPromise());
  return uploadProfileImage;
}

export async function changePassword(client: Client, payload: ChangePasswordPayload): Promise<void> {
  await dataOf(client.mutation(ChangePasswordDocument, { input: payload }).toPromise());
}

/** The link mailed to a new e-mail; resolves with the server's message. */
export async function confirmEmailChange(client: Client, token: string): Promise<string> {
  const { confirmEmailChange: answer } = await dataOf(client.mutation(ConfirmEmailChangeDocument, { token }).toPromise());
  return answer.detail;
}

/** The notice's link to the old e-mail ("This wasn't me"); resolves with the server's message. */
export async function cancelEmailChange(client: Client, token: string): Promise<string> {
  const { cancelEmailChange: answer } = await dataOf(client.mutation(CancelEmailChangeDocument, { token }).toPromise());
  return answer.detail;
}

function profileOf({ user, image, pending_email }: ProfileFieldsFragment): ProfileResponse {
  return {
    user: {
      id: user.id,
      full_name: user.full_name,
      username: user.username ?? '',
      email: user.email,
      phone_no: user.phone_no,
      date_of_birth: user.date_of_birth ?? null,
      gender: user.gender === 'not_to_specify' ? 'not to specify' : (user.gender ?? null),
      country: user.country,
      state: user.state,
      city: user.city,
      address_line1: user.address_line1,
      address_line2: user.address_line2,
      postal_code: user.postal_code,
      question_version: user.question_version,
    },
    image: image == null ? null : { image: image.image },
    pending_email: pending_email ?? null,
  };
}
