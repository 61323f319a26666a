import { Star } from 'lucide-react'
import { RouteButton } from '@/client/components/route-button'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card'
import { featuredExperiences } from '@content/marketplace'
import { usePurchase } from '../api/record-purchase'

/**
 * docs/product/commerce.md: three featured learning experiences, all free, bought with an account.
 */
export function FeaturedExperiences() {
  const { purchase, pendingId } = usePurchase()
  return (
    <div>
      <h3 className="font-display text-xl font-semibold">Featured learning experiences</h3>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        {featuredExperiences.map((item) => (
          <Card key={item.id} className="flex flex-col" role="article" aria-label={item.title}>
            <div
              className="grid h-28 place-items-center rounded-t-xl bg-gradient-to-br from-primary/30 via-secondary/40 to-accent/20 text-5xl"
              aria-hidden
            >
              {item.image}
            </div>
            <CardHeader className="pb-3">
              <div className="flex flex-wrap items-center gap-2">
                <Badge>{item.badge}</Badge>
                <Badge variant="outline">{item.category}</Badge>
              </div>
              <CardTitle>{item.title}</CardTitle>
              <CardDescription>{item.description}</CardDescription>
            </CardHeader>
            <CardContent className="flex-1 pb-4">
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                {item.rating.toFixed(1)} · {item.reviews} reviews
                <span className="text-xs">(sample)</span>
              </p>
              <p className="mt-2 font-display text-2xl font-semibold">Free</p>
            </CardContent>
            <CardFooter className="flex-wrap gap-2">
              <Button
                disabled={pendingId === item.id}
                onClick={() =>
                  void purchase({
                    productType: 'experience',
                    productId: item.id,
                    title: item.title,
                    price: item.price,
                  })
                }
              >
                {pendingId === item.id ? 'Processing...' : 'Get Free Access'}
              </Button>
              <RouteButton to={item.path} variant="ghost">
                Preview
              </RouteButton>
            </CardFooter>
          </Card>
        ))}
      </div>
    </div>
  )
}
