import { Printer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Logo } from '../../../components/layout/logo.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { QR_PRINT_SIZE, qrImageUrl } from '../api/qr-image.ts';

/**
 * "Print flyer": a one-page flyer with the rep's QR code and name, for door hangers and
 * leave-behinds. The sheet is put straight into <body> (class `print-sheet`, styles.css): hidden
 * on screen, and the only thing printed while it is there. It fits A4 and Letter alike
 * (at most 186 × 255 mm inside 12 mm margins).
 */
export function RepFlyer({ repName, url }: { repName: string; url: string }) {
  // Mounted on a press (the 600 px code is fetched then, not on every visit) until printed.
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const printWhenLoaded = useRef(false);

  useEffect(() => {
    if (wanted && loaded && printWhenLoaded.current) {
      printWhenLoaded.current = false;
      window.print();
    }
  }, [wanted, loaded]);

  // Printed (or the print dialog closed): the page prints as itself again.
  useEffect(() => {
    if (!wanted) return;
    const done = () => {
      setWanted(false);
      setLoaded(false);
    };
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [wanted]);

  const print = () => {
    if (wanted && loaded) {
      window.print();
      return;
    }
    printWhenLoaded.current = true;
    setWanted(true);
  };

  return (
    <>
      <Button type="button" variant="secondary" onClick={print} loading={wanted && !loaded}>
        <Printer aria-hidden="true" />
        Print flyer
      </Button>
      {wanted &&
        createPortal(
          <div className="print-sheet" data-testid="print-flyer">
            <article className="flex h-[245mm] flex-col items-center justify-between rounded-[6mm] border-[0.6mm] border-stone-300 px-[14mm] py-[12mm] text-center text-ink">
              <Logo />
              <div className="space-y-[5mm]">
                <h1 className="text-[26pt] leading-tight font-extrabold tracking-tight">
                  Up to four roofing bids. You choose who gets the job.
                </h1>
                <p className="mx-auto max-w-[140mm] text-[13pt] leading-snug text-muted">
                  Describe your roof once. Vetted, licensed and insured contractors bid for the
                  work, and you compare prices side by side before anyone gets your phone number.
                </p>
              </div>
              <figure className="flex flex-col items-center gap-[3mm]">
                <img
                  src={qrImageUrl(url, QR_PRINT_SIZE)}
                  width={QR_PRINT_SIZE}
                  height={QR_PRINT_SIZE}
                  alt={`QR code for ${url}`}
                  className="size-[80mm]"
                  onLoad={() => setLoaded(true)}
                  onError={() => {
                    printWhenLoaded.current = false;
                    setWanted(false);
                    toast({
                      title: 'Print Failed',
                      description: 'The QR code could not be loaded. Please try again.',
                      variant: 'destructive',
                    });
                  }}
                />
                <figcaption className="text-[14pt] font-semibold">
                  Scan with your phone camera to start
                </figcaption>
                <p className="text-[10pt] break-all text-muted">{url}</p>
              </figure>
              <p className="text-[15pt]">
                Your RoofBid rep: <strong>{repName}</strong>
              </p>
            </article>
          </div>,
          document.body,
        )}
    </>
  );
}
