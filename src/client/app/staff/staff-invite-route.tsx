import { useSearchParams } from '../../lib/router.tsx';
import { NarrowPage } from '../../components/layout/narrow-page.tsx';
import { AcceptInviteForm } from '../../features/staff-auth/components/accept-invite-form.tsx';

/** /staff-invite?token=<token>: the link e-mailed to an invited contractor user or staff member. */
export default function StaffInviteRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) {
    return (
      <NarrowPage title="Invalid invitation link">
        <p>
          This page needs the link from your invitation e-mail. Open the link again, or ask RoofBid
          for a new invitation.
        </p>
      </NarrowPage>
    );
  }
  return (
    <NarrowPage title="Welcome to RoofBid">
      <p className="mb-4 text-muted">
        Choose the password for your RoofBid account. The link works once.
      </p>
      <AcceptInviteForm token={token} />
    </NarrowPage>
  );
}
