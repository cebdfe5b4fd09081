import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ContractorMe } from '#shared/schemas/contractor-bids.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import type { AuctionSlot } from './auction-card.tsx';
import { LinkedAuction } from './linked-auction.tsx';
import { MyBidsTab } from './my-bids-tab.tsx';
import { OpenAuctionsTab } from './open-auctions-tab.tsx';

/**
 * The signed-in contractor's portal: why they cannot bid (if so), the auction an e-mail linked
 * to, open auctions, my bids. `slot` (given by the route) adds a section to every auction card;
 * `documents` (also the route's) is the Documents tab, where the company renews its licence and
 * insurance.
 */
export function ContractorPortal({
  me,
  slot,
  linkedAuctionId,
  onCloseLinked,
  documents,
}: {
  me: ContractorMe;
  slot?: AuctionSlot;
  documents?: ReactNode;
  linkedAuctionId?: string;
  onCloseLinked?: () => void;
}) {
  return (
    <div className="space-y-6">
      {!me.canBid && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-yellow-300 bg-yellow-50 p-4 text-yellow-950"
        >
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">You cannot bid right now</p>
            <p className="text-sm">{me.blockedReason}</p>
          </div>
        </div>
      )}
      {linkedAuctionId && (
        <LinkedAuction
          key={linkedAuctionId}
          auctionId={linkedAuctionId}
          canBid={me.canBid}
          slot={slot}
          onClose={() => onCloseLinked?.()}
        />
      )}
      <Tabs defaultValue="open">
        <TabsList className="w-full justify-start overflow-x-auto">
          <TabsTrigger value="open">Open auctions</TabsTrigger>
          <TabsTrigger value="mine">My bids</TabsTrigger>
          {documents && <TabsTrigger value="documents">Documents</TabsTrigger>}
        </TabsList>
        <TabsContent value="open" className="mt-6">
          <OpenAuctionsTab canBid={me.canBid} slot={slot} />
        </TabsContent>
        <TabsContent value="mine" className="mt-6">
          <MyBidsTab canBid={me.canBid} slot={slot} />
        </TabsContent>
        {documents && (
          <TabsContent value="documents" className="mt-6">
            {documents}
          </TabsContent>
        )}
      </Tabs>
    </div>
  );
}
